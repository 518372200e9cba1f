import FeedFeature
import Foundation

public enum ImageCommentsPresenter {
    public static var title: String {
        PresentationStrings.localized("IMAGE_COMMENTS_VIEW_TITLE", table: "ImageComments")
    }

    /// A comment at most this far in the future is clock skew between server and client, not
    /// news from tomorrow: it is shown as just made rather than "in 2 seconds". Further ahead, the
    /// date is what the server says, and is shown as such ("in 74 years").
    private static let clockSkewTolerance: TimeInterval = 60

    public static func map(
        _ comments: [ImageComment],
        currentDate: Date = Date(),
        calendar: Calendar = .current,
        locale: Locale = Localization.locale
    ) -> ImageCommentsViewModel {
        let style = WholeUnitRelativeDateStyle(calendar: calendar, locale: locale)
        return ImageCommentsViewModel(
            comments: comments.map { comment in
                ImageCommentViewModel(
                    message: comment.message,
                    date: style.string(
                        for: skewCorrected(comment.createdAt, now: currentDate), relativeTo: currentDate),
                    username: comment.username
                )
            }
        )
    }

    private static func skewCorrected(_ date: Date, now: Date) -> Date {
        date > now && date.timeIntervalSince(now) <= clockSkewTolerance ? now : date
    }
}
