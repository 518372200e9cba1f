import Foundation

/// Image data kept for the life of the process: for `--no-cache`, previews and tests.
public final class InMemoryFeedImageDataStore: FeedImageDataStore {
    private let images = Locked<[URL: Data]>([:])

    public init() {}

    public func insert(_ data: Data, for url: URL) {
        images.withLock { $0[url] = data }
    }

    public func retrieve(dataForURL url: URL) -> Data? {
        images.withLock { $0[url] }
    }
}
