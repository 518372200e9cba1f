public protocol FeedLoaderRequest {
    /// Stops the load. Once cancelled, the load's completion is never called.
    func cancel()
}

/// Loads the feed. Implementations may complete on any queue; the composition root decides
/// where a completion is finally delivered, so no consumer here assumes a thread. The returned
/// request lets a screen give up on a page it no longer wants (a deadline passed, the app quits).
public protocol FeedLoader {
    typealias Result = Swift.Result<[FeedImage], Error>

    @discardableResult
    func load(completion: @escaping @Sendable (Result) -> Void) -> FeedLoaderRequest
}
