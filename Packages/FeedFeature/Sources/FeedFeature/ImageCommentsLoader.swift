public protocol ImageCommentsRequest {
    /// Stops the load. Once cancelled, the load's completion is never called.
    func cancel()
}

/// Loads the comments of one image (the loader is made for that image). Like every loader here,
/// implementations may complete on any queue, and the returned task lets a screen that is left
/// before its comments arrive give up on them.
public protocol ImageCommentsLoader {
    typealias Result = Swift.Result<[ImageComment], Error>

    func loadComments(completion: @escaping @Sendable (Result) -> Void) -> ImageCommentsRequest
}
