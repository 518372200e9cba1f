import FeedFeature

extension MainQueueDispatchDecorator: ConditionalFeedLoader where T == any ConditionalFeedLoader {
    @discardableResult
    public func load(
        ifChangedSince validators: ResourceValidators?,
        completion: @escaping @Sendable (ConditionalFeedLoader.Result) -> Void
    ) -> FeedLoaderRequest {
        decoratee.load(ifChangedSince: validators) { result in
            MainQueue.isCurrent ? completion(result) : MainQueue.hop { completion(result) }
        }
    }
}
