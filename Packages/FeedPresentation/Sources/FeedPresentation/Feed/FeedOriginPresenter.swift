import FeedFeature
import Foundation

/// Says where the feed on screen came from. A live feed needs no word; the offline copy is named
/// as such (or, when the server answered with an error, as the copy shown instead), with its age in the largest whole unit, as comment dates are ("saved 2 hours ago",
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
        case let .cache(savedAt, liveFailure):
            let isJustSaved = currentDate.timeIntervalSince(savedAt) < justSavedAge
            let age = WholeUnitRelativeDateStyle(calendar: calendar, locale: locale)
                .string(for: savedAt, relativeTo: currentDate)
            let message =
                if let answer = serverAnswer(liveFailure) {
                    isJustSaved
                        ? formatted("SERVER_ERROR_FEED_SAVED_JUST_NOW", locale, answer)
                        : formatted("SERVER_ERROR_FEED_SAVED_AGO", locale, answer, age)
                } else {
                    isJustSaved
                        ? PresentationStrings.localized("OFFLINE_FEED_SAVED_JUST_NOW", table: "Feed")
                        : formatted("OFFLINE_FEED_SAVED_AGO", locale, age)
                }
            return .offline(OfflineFeedViewModel(message: message, savedAt: savedAt))
        }
    }

    /// What the server said, when it answered (an error status, or a body that is no feed): then
    /// the copy is shown because of the server, not because this machine is offline.
    private static func serverAnswer(_ failure: LoadFailure?) -> String? {
        switch failure {
        case .httpStatus?, .invalidData?, .tooLarge?, .unsupportedContentEncoding?, .imageFormatNotDrawn?:
            failure.flatMap { LoadFailurePresenter.errorViewModel(for: $0).message }
        case .connectivity?, .timedOut?, .runTimeRanOut?, nil:
            nil
        }
    }

    private static func formatted(_ key: String, _ locale: Locale, _ arguments: CVarArg...) -> String {
        String(format: PresentationStrings.localized(key, table: "Feed"), locale: locale, arguments: arguments)
    }
}
