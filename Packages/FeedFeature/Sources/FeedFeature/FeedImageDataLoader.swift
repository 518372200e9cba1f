import Foundation

public protocol FeedImageDataRequest {
    /// Stops the load. Once cancelled, the load's completion is never called.
    func cancel()
}

/// Loads the bytes of one image. Like every loader here, implementations may complete on any
/// queue, and the returned task lets a screen give up on an image it no longer shows.
public protocol FeedImageDataLoader {
    typealias Result = Swift.Result<Data, Error>

    func loadImageData(from url: URL, completion: @escaping @Sendable (Result) -> Void) -> FeedImageDataRequest
}
