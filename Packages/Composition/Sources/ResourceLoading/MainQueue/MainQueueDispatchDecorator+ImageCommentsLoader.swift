import FeedFeature

extension MainQueueDispatchDecorator: ImageCommentsLoader where T == any ImageCommentsLoader {
    public func loadComments(completion: @escaping @Sendable (ImageCommentsLoader.Result) -> Void)
        -> ImageCommentsRequest
    {
        decoratee.loadComments { result in
            MainQueue.isCurrent ? completion(result) : MainQueue.hop { completion(result) }
        }
    }
}
