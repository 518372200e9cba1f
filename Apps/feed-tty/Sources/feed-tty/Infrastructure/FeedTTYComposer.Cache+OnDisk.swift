import Composition
import FeedCache
import Foundation

extension FeedTTYComposer.Cache {
    /// The on-disk cache of the feed at `baseURL`, in a folder of its own under `root`, within
    /// `CacheLimits`.
    static func onDisk(for baseURL: URL, in root: URL) -> Self {
        let directory = FeedCacheDirectory.url(for: baseURL, in: root)
        return Self(
            feedStore: FileSystemFeedStore(
                storeURL: directory.appendingPathComponent("feed.json"), maxFileSize: CacheLimits.feedFileSize),
            imageStore: FileSystemFeedImageDataStore(
                directory: directory.appendingPathComponent("images"),
                maxImageSize: CacheLimits.imageSize,
                maxTotalSize: CacheLimits.imagesTotalSize,
                maxImageCount: CacheLimits.imageCount)
        )
    }
}
