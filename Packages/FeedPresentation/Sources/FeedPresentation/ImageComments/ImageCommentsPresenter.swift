import FeedFeature
import Foundation

public enum ImageCommentsPresenter {
    public static var title: String {
        PresentationStrings.localized("IMAGE_COMMENTS_VIEW_TITLE", table: "ImageComments")
    }

    public static func map(
        _ comments: [ImageComment],
        currentDate: Date = Date(),
        calendar: Calendar = .current,
        locale: Locale = Localization.locale
    ) -> ImageCommentsViewModel {
        ImageCommentsViewModel(
            comments: comments.map { comment in
                ImageCommentViewModel(
                    message: comment.message,
                    date: relativeDate(of: comment.createdAt, to: currentDate, calendar: calendar, locale: locale),
                    username: comment.username
                )
            }
        )
    }

    // `RelativeDateTimeFormatter` is missing on Linux. The anchored style describes its *anchor*
    // relative to the date it formats, so the comment's date is the anchor and `currentDate` the
    // input; the other way round, a past comment reads "in 5 minutes".
    private static func relativeDate(
        of date: Date, to currentDate: Date, calendar: Calendar, locale: Locale
    ) -> String {
        // A comment "from the future" is clock skew between server and client, not news from
        // tomorrow: show it as just made rather than "in 2 seconds".
        let date = min(date, currentDate)
        // Numeric presentation says "in 0 seconds" under a second; named says "now", localized
        // like the rest. Named is kept to that case, where it cannot turn into "yesterday".
        let presentation: Date.RelativeFormatStyle.Presentation =
            currentDate.timeIntervalSince(date) < 1 ? .named : .numeric
        let style = Date.AnchoredRelativeFormatStyle(
            anchor: date,
            presentation: presentation,
            unitsStyle: .wide,
            locale: locale,
            calendar: calendar
        )
        return style.format(currentDate)
    }
}
