import FeedFeature

extension MainQueueDispatchDecorator: FeedLoader where T == any FeedLoader {
    @discardableResult
    public func load(completion: @escaping @Sendable (FeedLoader.Result) -> Void) -> FeedLoaderRequest {
        decoratee.load { result in
            MainQueue.isCurrent ? completion(result) : MainQueue.hop { completion(result) }
        }
    }
}
