import Dispatch
import FeedCache
import Foundation

extension FeedTTYComposer {
    /// The offline cache: the last feed and its images, and the clock that ages them.
    public struct Cache {
        public var feedStore: any FeedStore
        public var imageStore: any FeedImageDataStore
        public var currentDate: @Sendable () -> Date
        /// The serial queue the disk work runs on; a test waits on it instead of on time.
        public var queue: DispatchQueue

        public init(
            feedStore: any FeedStore,
            imageStore: any FeedImageDataStore,
            currentDate: @escaping @Sendable () -> Date = Date.init,
            queue: DispatchQueue = DispatchQueue(label: "feed-tty.cache")
        ) {
            self.feedStore = feedStore
            self.imageStore = imageStore
            self.currentDate = currentDate
            self.queue = queue
        }
    }

    /// The cache worker, validated as soon as it is made: an expired or unreadable copy is deleted.
    static func makeCache(_ cache: Cache?) -> FeedCacheWorker? {
        cache.map { cache in
            let worker = FeedCacheWorker(
                feedCache: LocalFeedLoader(store: cache.feedStore, currentDate: cache.currentDate),
                imageCache: LocalFeedImageDataLoader(store: cache.imageStore, currentDate: cache.currentDate),
                queue: cache.queue)
            worker.validate()
            return worker
        }
    }
}
