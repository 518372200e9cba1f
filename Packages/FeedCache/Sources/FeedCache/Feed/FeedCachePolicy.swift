import Foundation

/// How long a cached feed may be shown. Counted in calendar days rather than seconds, so a cache
/// saved at 9:00 expires at 9:00 a week later even across a daylight-saving change.
enum FeedCachePolicy {
    private static let calendar = Calendar(identifier: .gregorian)
    private static let maxCacheAgeInDays = 7

    /// A cache exactly `maxCacheAgeInDays` old is already expired. One from the future (the clock
    /// moved back) counts as fresh rather than being thrown away, but only up to the same age
    /// ahead: a timestamp further ahead comes from a clock that was badly wrong, or a file that was
    /// edited, and trusting it would keep the cache for ever.
    static func validate(_ timestamp: Date, against date: Date) -> Bool {
        guard let expiry = calendar.date(byAdding: .day, value: maxCacheAgeInDays, to: timestamp),
            let latestPlausibleTimestamp = calendar.date(byAdding: .day, value: maxCacheAgeInDays, to: date)
        else {
            return false
        }
        return date < expiry && timestamp < latestPlausibleTimestamp
    }
}
