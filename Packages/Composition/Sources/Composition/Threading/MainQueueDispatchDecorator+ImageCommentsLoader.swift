import FeedFeature

extension MainQueueDispatchDecorator: ImageCommentsLoader where T == any ImageCommentsLoader {
    func loadComments(completion: @escaping @Sendable (ImageCommentsLoader.Result) -> Void) -> ImageCommentsLoaderTask {
        decoratee.loadComments { result in
            Self.dispatch { completion(result) }
        }
    }
}
