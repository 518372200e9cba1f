/// Loads the feed. Implementations may complete on any queue; the composition root decides
/// where a completion is finally delivered, so no consumer here assumes a thread.
public protocol FeedLoader {
    typealias Result = Swift.Result<[FeedImage], Error>

    func load(completion: @escaping @Sendable (Result) -> Void)
}
