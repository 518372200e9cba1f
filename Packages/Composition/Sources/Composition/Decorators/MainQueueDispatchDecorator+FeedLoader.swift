import FeedFeature

extension MainQueueDispatchDecorator: FeedLoader where T == any FeedLoader {
    @discardableResult
    func load(completion: @escaping @Sendable (FeedLoader.Result) -> Void) -> FeedLoaderRequest {
        decoratee.load { result in
            MainQueue.deliver(result, to: completion)
        }
    }
}
