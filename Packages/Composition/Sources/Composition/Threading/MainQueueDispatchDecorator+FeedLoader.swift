import FeedFeature

extension MainQueueDispatchDecorator: FeedLoader where T == any FeedLoader {
    func load(completion: @escaping @Sendable (FeedLoader.Result) -> Void) {
        decoratee.load { result in
            MainQueue.deliver(result, to: completion)
        }
    }
}
