import FeedFeature
import Foundation

/// Says where the feed on screen came from. A live feed needs no word; the offline copy is named
/// as such, with its age in the largest whole unit, as comment dates are ("saved 2 hours ago",
/// "saved 1 day ago"), so an old feed is never taken for the live one.
public enum FeedOriginPresenter {
    /// A copy less than this old, or saved "later" than now by a clock that has since moved back,
    /// reads as just saved: a count of seconds, or "in 5 minutes", would only puzzle.
    private static let justSavedAge: TimeInterval = 60

    public static func map(
        _ origin: FeedOrigin,
        currentDate: Date = Date(),
        calendar: Calendar = .current,
        locale: Locale = Localization.locale
    ) -> FeedOriginViewModel {
        switch origin {
        case .network:
            return .live
        case let .cache(savedAt):
            let message =
                currentDate.timeIntervalSince(savedAt) < justSavedAge
                ? PresentationStrings.localized("OFFLINE_FEED_SAVED_JUST_NOW", table: "Feed")
                : String(
                    format: PresentationStrings.localized("OFFLINE_FEED_SAVED_AGO", table: "Feed"),
                    locale: locale,
                    WholeUnitRelativeDateStyle(calendar: calendar, locale: locale)
                        .string(for: savedAt, relativeTo: currentDate))
            return .offline(OfflineFeedViewModel(message: message, savedAt: savedAt))
        }
    }
}
