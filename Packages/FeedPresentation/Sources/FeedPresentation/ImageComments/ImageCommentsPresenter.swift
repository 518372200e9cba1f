import FeedFeature
import Foundation

public enum ImageCommentsPresenter {
    public static var title: String {
        PresentationStrings.localized("IMAGE_COMMENTS_VIEW_TITLE", table: "ImageComments")
    }

    /// The title of the comments of the image shown as item `number`: which item, and the start
    /// of its description, so the screen says whose comments these are.
    public static func title(forItem number: Int, of image: FeedImage) -> String {
        let summary = image.description.map(shortened)
        let format = PresentationStrings.localized(
            summary == nil ? "IMAGE_COMMENTS_TITLE_FOR_ITEM" : "IMAGE_COMMENTS_TITLE_FOR_DESCRIBED_ITEM",
            table: "ImageComments")
        // The number names the item (the user types it back), so it is not grouped as an amount.
        return LocalizedFormat.string(format, [String(number), summary ?? ""])
    }

    /// At most 40 characters, cut between words.
    private static func shortened(_ text: String) -> String {
        guard text.count > 40 else { return text }
        let start = text.prefix(40)
        let words = start.lastIndex(of: " ").map { start[..<$0] } ?? start
        return words.trimmingCharacters(in: .punctuationCharacters.union(.whitespaces)) + "…"
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
                    username: comment.username,
                    id: comment.id,
                    createdAt: comment.createdAt
                )
            }
        )
    }

    private static func skewCorrected(_ date: Date, now: Date) -> Date {
        date > now && date.timeIntervalSince(now) <= clockSkewTolerance ? now : date
    }
}
