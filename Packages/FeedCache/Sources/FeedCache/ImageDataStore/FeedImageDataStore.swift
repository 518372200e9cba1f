import Foundation

/// Where downloaded image bytes are kept, by image URL, with what their server said about keeping
/// them. Synchronous like `FeedStore`, and `Sendable` for the same reason: the composition root
/// runs it on a queue of its choosing.
public protocol FeedImageDataStore: Sendable {
    /// Replaces anything stored for `url`.
    func insert(_ image: CachedImageData, for url: URL) throws

    /// `nil` when nothing is stored for `url`.
    func retrieve(imageForURL url: URL) throws -> CachedImageData?

    /// Removes anything stored for `url` (its server now says `no-store`); succeeds when there is
    /// nothing to remove.
    func deleteImage(forURL url: URL) throws
}

extension FeedImageDataStore {
    /// Replaces anything stored for `url` with bytes that stand for it for as long as they are kept.
    public func insert(_ data: Data, for url: URL) throws {
        try insert(CachedImageData(data: data), for: url)
    }

    /// The bytes alone; `nil` when nothing is stored for `url`.
    public func retrieve(dataForURL url: URL) throws -> Data? {
        try retrieve(imageForURL: url)?.data
    }
}
