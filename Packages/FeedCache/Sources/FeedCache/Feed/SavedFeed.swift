import FeedFeature
import Foundation

/// The feed the cache holds, in the domain's terms, and when it was saved: how old an offline
/// copy is, for a screen to say so.
public struct SavedFeed: Equatable, Sendable {
    public let feed: [FeedImage]
    public let timestamp: Date

    public init(feed: [FeedImage], timestamp: Date) {
        self.feed = feed
        self.timestamp = timestamp
    }
}
