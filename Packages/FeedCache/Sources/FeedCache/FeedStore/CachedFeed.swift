import Foundation

/// The feed a store holds and when it was saved; the timestamp is what the cache policy judges.
public struct CachedFeed: Equatable, Sendable {
    public let feed: [LocalFeedImage]
    public let timestamp: Date

    public init(feed: [LocalFeedImage], timestamp: Date) {
        self.feed = feed
        self.timestamp = timestamp
    }
}
