import Composition
import FeedCache
import FeedDemo
import Foundation

extension FeedTTYComposer.Cache {
    /// The demo keeps nothing on disk unless asked to (`--cache-dir`); a real feed is cached unless
    /// asked not to (`--no-cache`), under `--cache-dir` or `$XDG_CACHE_HOME/feed-tty`.
    static func chosen(for options: LaunchOptions, environment: [String: String]) -> Self? {
        guard !options.noCache, let baseURL = options.baseURL ?? options.cacheDirectory.map({ _ in FeedDemo.baseURL })
        else { return nil }
        let root =
            options.cacheDirectory.map { URL(fileURLWithPath: $0) }
            ?? CacheDirectory.defaultRoot(environment: environment)
        return .onDisk(for: baseURL.withoutUserInfo, in: root)
    }

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
