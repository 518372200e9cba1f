import FeedFeature
import Foundation

/// A store that forgets everything when the process ends: the second implementation of
/// `FeedStore`, which the composition takes in place of the file store without any other change
/// (the app's `LayerSwapTests`, and the composition's tests, which keep nothing on disk). The app
/// itself has no use for it: under `--no-cache` it runs without a cache at all.
public final class InMemoryFeedStore: FeedStore {
    private let cache = Locked<CachedFeed?>(nil)

    public init() {}

    public func deleteCachedFeed() {
        cache.withLock { $0 = nil }
    }

    public func insert(_ feed: [LocalFeedImage], timestamp: Date, validators: ResourceValidators?) {
        cache.withLock { $0 = CachedFeed(feed: feed, timestamp: timestamp, validators: validators) }
    }

    public func insert(_ feed: [LocalFeedImage], timestamp: Date) {
        insert(feed, timestamp: timestamp, validators: nil)
    }

    public func retrieve() -> CachedFeed? {
        cache.withLock { $0 }
    }
}
