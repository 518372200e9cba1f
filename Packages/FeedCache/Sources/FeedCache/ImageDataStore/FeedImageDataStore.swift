import Foundation

/// Where downloaded image bytes are kept, by image URL. Synchronous like `FeedStore`, and
/// `Sendable` for the same reason: the composition root runs it on a queue of its choosing.
public protocol FeedImageDataStore: Sendable {
    /// Replaces any data stored for `url`.
    func insert(_ data: Data, for url: URL) throws

    /// `nil` when nothing is stored for `url`.
    func retrieve(dataForURL url: URL) throws -> Data?
}
