import FeedFeature

extension MainQueueDispatchDecorator: ImageCommentsLoader where T == any ImageCommentsLoader {
    func loadComments(completion: @escaping @Sendable (ImageCommentsLoader.Result) -> Void) -> ImageCommentsLoaderTask {
        decoratee.loadComments { result in
            MainQueue.deliver(result, to: completion)
        }
    }
}
