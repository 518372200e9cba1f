import FeedFeature
import Foundation

/// Where the last feed is kept. Calls are synchronous and may block on I/O: the composition root
/// chooses the queue that runs them. `Sendable` so it can hand a store to that queue; every
/// implementation must therefore tolerate calls from any thread.
public protocol FeedStore: Sendable {
    /// Succeeds when there is nothing to delete.
    func deleteCachedFeed() throws

    /// Replaces whatever was cached before, with the validators that name the feed's version
    /// (nil: the server named none).
    func insert(_ feed: [LocalFeedImage], timestamp: Date, validators: ResourceValidators?) throws

    /// `nil` when nothing is cached, or nothing this store may use (say, a newer version's file,
    /// which is not damaged and so must not be deleted); throws when something is cached but is
    /// damaged.
    func retrieve() throws -> CachedFeed?
}

extension FeedStore {
    /// Replaces whatever was cached before with a feed whose version the server did not name.
    public func insert(_ feed: [LocalFeedImage], timestamp: Date) throws {
        try insert(feed, timestamp: timestamp, validators: nil)
    }
}
