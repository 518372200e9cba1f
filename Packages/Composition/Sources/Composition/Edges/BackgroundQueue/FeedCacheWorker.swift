import Dispatch
import FeedCache
import FeedFeature
import Foundation
import ImageDecoding
import ResourceLoading

/// Runs the offline cache on a serial background queue, so disk work never holds up the terminal,
/// and hands results back on the main queue. Saving is best effort: a cache that cannot be
/// written costs the offline copy, never the online feed.
final class FeedCacheWorker: Sendable {
    private let feedCache: LocalFeedLoader
    private let imageCache: LocalFeedImageDataLoader
    private let queue: DispatchQueue

    init(feedCache: LocalFeedLoader, imageCache: LocalFeedImageDataLoader, queue: DispatchQueue) {
        self.feedCache = feedCache
        self.imageCache = imageCache
        self.queue = queue
    }

    func save(_ feed: [FeedImage]) {
        queue.async { [feedCache] in try? feedCache.save(feed) }
    }

    func save(_ data: Data, for url: URL) {
        queue.async { [imageCache] in try? imageCache.save(data, for: url) }
    }

    /// The saved feed with when it was saved, so an offline screen can say how old it is.
    func loadFeed(completion: @escaping @Sendable (Result<SavedFeed, Error>) -> Void) {
        queue.async { [feedCache] in
            let result = Result { try feedCache.loadSavedFeed() }
            MainQueue.deliver(result, to: completion)
        }
    }

    func loadImageData(from url: URL, completion: @escaping @Sendable (Result<Data, Error>) -> Void) {
        queue.async { [imageCache] in
            let result = Result { try imageCache.loadImageData(from: url) }
            MainQueue.deliver(result, to: completion)
        }
    }

    /// Deletes an expired or unreadable cache, after any save still queued.
    func validate() {
        queue.async { [feedCache] in try? feedCache.validateCache() }
    }

    /// Waits for every save still queued, then validates: the last thing done before the process
    /// exits, so what the user saw is on disk.
    func finish() {
        queue.sync { [feedCache] in try? feedCache.validateCache() }
    }
}

extension FeedCacheWorker {
    /// The cached feed as one page with nothing more to load, from the cache saved at its
    /// timestamp: what an offline user can see, and how old it is.
    @MainActor
    var feedLoad: ResourceLoad<FeedPage> {
        ResourceLoad { [self] completion in
            loadFeed(
                completion: MainQueue.onMainActor { result in
                    completion(
                        result.map { saved in
                            FeedPage(images: Paginated(items: saved.feed), origin: .cache(savedAt: saved.timestamp))
                        })
                })
            return {}
        }
    }

    @MainActor
    func imageLoad(for url: URL) -> ResourceLoad<Data> {
        ResourceLoad { [self] completion in
            loadImageData(from: url, completion: MainQueue.onMainActor(completion))
            return {}
        }
    }

    /// Only data that reads as an image the terminal can show is worth keeping: a web page served
    /// where an image should be must not be what an offline user gets forever.
    static func isImage(_ data: Data) -> Bool {
        (try? ImageHeaderReader.read(data)) != nil
    }
}
