import FeedCache
import ResourceLoading

/// The offline copy of the feed with when it was saved, so an offline screen can say how old it
/// is. Like every loader, it may complete on any queue.
protocol SavedFeedLoader {
    func loadSavedFeed(completion: @escaping @Sendable (Result<SavedFeed, Error>) -> Void)
}

extension SavedFeedLoader {
    /// As `ResourceLoading`'s loads of the domain's loaders: made only from the main-queue decorator.
    @MainActor func dispatchingOnMainQueue() -> ResourceLoad<SavedFeed> {
        ResourceLoad(MainQueueDispatchDecorator(decoratee: self))
    }
}

extension ResourceLoad where Resource == SavedFeed {
    /// The read cannot be given up; a load above it that is cancelled delivers nothing (`fallingBack`).
    init(_ loader: MainQueueDispatchDecorator<any SavedFeedLoader>) {
        self.init { completion in
            loader.loadSavedFeed(completion: MainQueue.onMainActor(completion))
            return {}
        }
    }
}
