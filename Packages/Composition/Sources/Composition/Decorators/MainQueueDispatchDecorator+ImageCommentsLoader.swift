import FeedFeature

extension MainQueueDispatchDecorator: ImageCommentsLoader where T == any ImageCommentsLoader {
    func loadComments(completion: @escaping @Sendable (ImageCommentsLoader.Result) -> Void) -> ImageCommentsRequest {
        decoratee.loadComments { result in
            MainQueue.deliver(result, to: completion)
        }
    }
}
