/// Loads the feed's first page, unless the copy named by `validators` is still what the server has:
/// what a reader that keeps up with a feed asks, so an unchanged feed costs no body. Like every
/// loader here, it may complete on any queue.
public protocol ConditionalFeedLoader {
    typealias Result = Swift.Result<Revalidation<[FeedImage]>, Error>

    /// `validators` nil: the page, whatever it is.
    @discardableResult
    func load(ifChangedSince validators: ResourceValidators?, completion: @escaping @Sendable (Result) -> Void)
        -> FeedLoaderRequest
}
