import FeedFeature
import Foundation

/// Image-data use cases on the cache, as a private HTTP cache keeps images (RFC 9111): load bytes
/// that may be shown without asking their server, or say that they must be asked about; save bytes
/// just downloaded with what their server said about keeping them; keep bytes a server confirmed;
/// remove bytes a server now says must not be kept.
/// Store errors are mapped to this loader's own, so callers never depend on a store's error types.
public final class LocalFeedImageDataLoader: Sendable {
    public enum LoadError: Swift.Error, Equatable {
        /// The store could not be read.
        case failed
        /// Nothing is cached for the URL.
        case notFound
        /// What is cached for the URL is stale: its server must be asked about it first.
        case stale(StaleImageData)
    }

    public enum SaveError: Swift.Error, Equatable {
        case failed
    }

    private let store: any FeedImageDataStore
    private let currentDate: @Sendable () -> Date

    public init(store: any FeedImageDataStore, currentDate: @escaping @Sendable () -> Date = Date.init) {
        self.store = store
        self.currentDate = currentDate
    }

    /// The bytes kept for `url` while they are fresh (`ImageDataCachePolicy`).
    public func loadImageData(from url: URL) throws -> Data {
        guard let image = try retrieve(url) else { throw LoadError.notFound }
        guard ImageDataCachePolicy.isFresh(image, at: currentDate()) else {
            throw LoadError.stale(ImageDataCachePolicy.staleCopy(of: image))
        }
        return image.data
    }

    /// Keeps `data` for `url` with its server's `validators` and `freshness`, counted from now. By
    /// default, bytes that stand for their URL for as long as they are kept.
    public func save(
        _ data: Data, for url: URL, validators: ResourceValidators? = nil, freshness: ResourceFreshness = .unlimited
    ) throws {
        try insert(
            CachedImageData(data: data, validators: validators, freshness: freshness, timestamp: currentDate()),
            for: url)
    }

    /// The server confirmed the bytes kept for `url` (a `304`): they are kept, fresh from now, with
    /// the validators and freshness it sent where it sent them, and the kept ones where it did not
    /// (RFC 9111 §4.3.4). Nothing kept (deleted meanwhile): nothing to confirm.
    public func confirm(for url: URL, validators: ResourceValidators?, freshness: ResourceFreshness?) throws {
        let kept: CachedImageData?
        do {
            kept = try store.retrieve(imageForURL: url)
        } catch {
            throw SaveError.failed
        }
        guard let kept else { return }
        try insert(
            CachedImageData(
                data: kept.data, validators: validators ?? kept.validators, freshness: freshness ?? kept.freshness,
                timestamp: currentDate()),
            for: url)
    }

    /// Removes what is kept for `url`: its server says it must not be kept (`no-store`), so no copy
    /// kept before may stand in for it either.
    public func remove(for url: URL) throws {
        do {
            try store.deleteImage(forURL: url)
        } catch {
            throw SaveError.failed
        }
    }

    private func retrieve(_ url: URL) throws -> CachedImageData? {
        do {
            return try store.retrieve(imageForURL: url)
        } catch {
            throw LoadError.failed
        }
    }

    private func insert(_ image: CachedImageData, for url: URL) throws {
        do {
            try store.insert(image, for: url)
        } catch {
            throw SaveError.failed
        }
    }
}
