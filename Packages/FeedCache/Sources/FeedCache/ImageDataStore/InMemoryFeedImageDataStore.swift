import Foundation

/// Image data kept for the life of the process: the second implementation of
/// `FeedImageDataStore`, which the composition takes in place of the file store without any other
/// change (the app's `LayerSwapTests`, and the composition's tests, which keep nothing on disk).
/// The app itself has no use for it: under `--no-cache` it runs without a cache at all.
public final class InMemoryFeedImageDataStore: FeedImageDataStore {
    private let images = Locked<[URL: CachedImageData]>([:])

    public init() {}

    public func insert(_ image: CachedImageData, for url: URL) {
        images.withLock { $0[url] = image }
    }

    public func retrieve(imageForURL url: URL) -> CachedImageData? {
        images.withLock { $0[url] }
    }

    public func deleteImage(forURL url: URL) {
        images.withLock { $0[url] = nil }
    }

    /// As the protocol's, without a `try`: this store cannot fail.
    public func insert(_ data: Data, for url: URL) {
        insert(CachedImageData(data: data), for: url)
    }

    public func retrieve(dataForURL url: URL) -> Data? {
        retrieve(imageForURL: url)?.data
    }
}
