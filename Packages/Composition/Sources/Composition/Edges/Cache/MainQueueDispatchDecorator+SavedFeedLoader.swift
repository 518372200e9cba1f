import FeedCache
import ResourceLoading

extension MainQueueDispatchDecorator: SavedFeedLoader where T == any SavedFeedLoader {
    func loadSavedFeed(completion: @escaping @Sendable (Result<SavedFeed, Error>) -> Void) {
        decoratee.loadSavedFeed { result in
            MainQueue.isCurrent ? completion(result) : MainQueue.hop { completion(result) }
        }
    }
}
