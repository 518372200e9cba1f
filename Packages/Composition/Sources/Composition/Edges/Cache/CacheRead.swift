import FeedFeature

/// One read of the image cache that can be given up, as `FeedImageDataRequest` promises: once
/// `cancel()` has returned, the completion is never called.
final class CacheRead: FeedImageDataRequest, Sendable {
    typealias Completion = @Sendable (FeedImageDataLoader.Result) -> Void

    // The read completes on the cache's queue while cancel() comes from the main queue.
    private let completion: HandOffMutex<Completion?>

    init(_ completion: @escaping Completion) {
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
