import Foundation

/// Image-data use cases on the cache: load bytes saved earlier, save bytes just downloaded.
/// Store errors are mapped to this loader's own, so callers never depend on a store's error types.
public final class LocalFeedImageDataLoader: Sendable {
    public enum LoadError: Swift.Error, Equatable {
        /// The store could not be read.
        case failed
        /// Nothing is cached for the URL.
        case notFound
    }

    public enum SaveError: Swift.Error, Equatable {
        case failed
    }

    private let store: any FeedImageDataStore

    public init(store: any FeedImageDataStore) {
        self.store = store
    }

    public func loadImageData(from url: URL) throws -> Data {
        let data: Data?
        do {
            data = try store.retrieve(dataForURL: url)
        } catch {
            throw LoadError.failed
        }
        guard let data else { throw LoadError.notFound }
        return data
    }

    public func save(_ data: Data, for url: URL) throws {
        do {
            try store.insert(data, for: url)
        } catch {
            throw SaveError.failed
        }
    }
}
