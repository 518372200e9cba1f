import Dispatch
import FeedAPI
import FeedCache
import FeedFeature
import Foundation

/// Runs the offline cache on a serial background queue, so disk work never holds up the terminal;
/// like every loader, it completes there, and the main-queue decorator takes its results to the
/// main queue. Saving is best effort: a cache that cannot be written costs the offline copy, never
/// the online feed.
final class FeedCacheWorker: Sendable {
    private let feedCache: LocalFeedLoader
    private let imageCache: LocalFeedImageDataLoader
    private let queue: DispatchQueue

    init(feedCache: LocalFeedLoader, imageCache: LocalFeedImageDataLoader, queue: DispatchQueue) {
        self.feedCache = feedCache
        self.imageCache = imageCache
        self.queue = queue
    }

    /// With the validators of the feed's first page, for the next run's first request.
    func save(_ feed: [FeedImage], validators: ResourceValidators? = nil) {
        queue.async { [feedCache] in try? feedCache.save(feed, validators: validators) }
    }

    func save(_ data: Data, for url: URL) {
        queue.async { [imageCache] in try? imageCache.save(data, for: url) }
    }

    /// Keeps an image's answer as its server said: new bytes with their validators and freshness
    /// (counted from when they are kept), or, for a `304`, the kept bytes confirmed with its
    /// headers. Whether to keep it at all (`no-store`) is the recipe's to say.
    func keep(_ answer: ImageDataAnswer, for url: URL) {
        queue.async { [imageCache] in
            if let data = answer.data {
                try? imageCache.save(
                    data, for: url, validators: answer.validators, freshness: answer.freshness ?? .unlimited)
            } else {
                try? imageCache.confirm(for: url, validators: answer.validators, freshness: answer.freshness)
            }
        }
    }

    /// Removes any copy of the image at `url`: its server now says `no-store`.
    func forgetImage(at url: URL) {
        queue.async { [imageCache] in try? imageCache.remove(for: url) }
    }

    /// Deletes an expired or unreadable cache, after any save still queued.
    func validate() {
        queue.async { [feedCache] in try? feedCache.validateCache() }
    }

    /// Waits for every save still queued, then validates: the last thing done before the process
    /// exits, so what the user saw is on disk.
    func finish() {
        queue.sync { [feedCache] in try? feedCache.validateCache() }
    }
}

extension FeedCacheWorker: SavedFeedLoader {
    func loadSavedFeed(completion: @escaping @Sendable (Swift.Result<SavedFeed, Error>) -> Void) {
        queue.async { [feedCache] in completion(Swift.Result { try feedCache.loadSavedFeed() }) }
    }
}

extension FeedCacheWorker: FeedImageDataLoader {
    func loadImageData(from url: URL, completion: @escaping @Sendable (FeedImageDataLoader.Result) -> Void)
        -> FeedImageDataRequest
    {
        let read = CacheRead(completion)
        queue.async { [imageCache] in read.complete(with: Result { try imageCache.loadImageData(from: url) }) }
        return read
    }
}

/// One read of the image cache that can be given up, as `FeedImageDataRequest` promises: once
/// `cancel()` has returned, the completion is never called.
private final class CacheRead: FeedImageDataRequest, Sendable {
    // The read completes on the cache's queue while cancel() comes from the main queue.
    private let completion: HandOffMutex<(@Sendable (FeedImageDataLoader.Result) -> Void)?>

    init(_ completion: @escaping @Sendable (FeedImageDataLoader.Result) -> Void) {
        self.completion = HandOffMutex(completion)
    }

    /// Calls the completion while holding the lock, so no delivery follows a `cancel()` that has
    /// returned; the completion must not cancel its own read (the lock is not recursive).
    func complete(with result: FeedImageDataLoader.Result) {
        completion.withLock { $0.take()?(result) }
    }

    func cancel() {
        completion.withLock { $0 = nil }
    }
}
