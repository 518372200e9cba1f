import FeedCache
import ResourceLoading

/// The offline copy of the feed with when it was saved, so an offline screen can say how old it
/// is. Like every loader, it may complete on any queue.
protocol SavedFeedLoader {
    func loadSavedFeed(completion: @escaping @Sendable (Result<SavedFeed, Error>) -> Void)
}

extension ResourceLoad where Resource == SavedFeed {
    /// As `ResourceLoading`'s loads of the domain's loaders. The read cannot be given up; a load
    /// above it that is cancelled delivers nothing (`fallingBack`).
    init(_ loader: any SavedFeedLoader) {
        self.init { completion in
            loader.loadSavedFeed(completion: MainQueue.onMainActor(completion))
            return {}
        }
    }
}
