import Foundation

/// Keeps the feed in one JSON file, replaced atomically on every insert (see `AtomicFile`), so
/// a crash, a `kill -9` or a second process using the same file never leaves it half-written.
/// A file that can't be decoded — truncated, edited, or of an unknown format version — makes
/// `retrieve()` throw, and `LocalFeedLoader.validateCache()` then deletes it.
public final class FileSystemFeedStore: FeedStore {
    private static let formatVersion = 1

    /// Read first, alone, so a file of another format version is told apart before its body is parsed.
    private struct Header: Codable {
        let version: Int
    }

    private struct Cache: Codable {
        let version: Int
        /// Seconds since Foundation's reference date: the `Date`'s own value, so it reads back equal.
        let timestamp: Double
        let feed: [Image]
    }

    private struct Image: Codable {
        let id: UUID
        let description: String?
        let location: String?
        let url: String
    }

    struct UnsupportedFormatVersion: Error, Equatable {
        let version: Int
    }

    struct InvalidURL: Error, Equatable {
        let string: String
    }

    private let storeURL: URL

    public init(storeURL: URL) {
        self.storeURL = storeURL
    }

    public func deleteCachedFeed() throws {
        try AtomicFile.delete(storeURL)
    }

    public func insert(_ feed: [LocalFeedImage], timestamp: Date) throws {
        let cache = Cache(
            version: Self.formatVersion,
            timestamp: timestamp.timeIntervalSinceReferenceDate,
            feed: feed.map {
                Image(id: $0.id, description: $0.description, location: $0.location, url: $0.url.absoluteString)
            }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(encoder.encode(cache), to: storeURL)
    }

    public func retrieve() throws -> CachedFeed? {
        guard let data = try AtomicFile.read(storeURL) else { return nil }

        let decoder = JSONDecoder()
        let header = try decoder.decode(Header.self, from: data)
        guard header.version == Self.formatVersion else {
            throw UnsupportedFormatVersion(version: header.version)
        }
        let cache = try decoder.decode(Cache.self, from: data)
        return CachedFeed(
            feed: try cache.feed.map { image in
                guard let url = URL(string: image.url) else { throw InvalidURL(string: image.url) }
                return LocalFeedImage(id: image.id, description: image.description, location: image.location, url: url)
            },
            timestamp: Date(timeIntervalSinceReferenceDate: cache.timestamp)
        )
    }
}
