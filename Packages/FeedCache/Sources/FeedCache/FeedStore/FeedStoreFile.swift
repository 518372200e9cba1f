import FeedFeature
import Foundation

/// The feed store's file, one JSON object with sorted keys, so the same cache always makes the
/// same bytes:
///
///     {"feed":[{"description":…,"id":…,"location":…,"url":…},…],"timestamp":Double,
///      "validators":{"etag":…,"lastModified":…},"version":1}
///
/// The timestamp is seconds since Foundation's reference date: the `Date`'s own value, so it
/// reads back equal. `validators` (either field, or the object, may be missing) came later within
/// version 1: a file without them reads as a copy the server named no version of, and a version
/// that does not know them reads past them.
enum FeedStoreFile {
    static let formatVersion = 1

    /// Not even the feed's first image fits in the size allowed.
    struct FeedTooLarge: Error, Equatable {}

    /// Never expected: the envelope is encoded from a cache with an empty feed just before.
    private struct EnvelopeWithoutFeed: Error {}

    struct UnsupportedFormatVersion: Error, Equatable {
        let version: Int
    }

    struct TimestampOutOfRange: Error, Equatable {
        let timestamp: Double
    }

    struct InvalidURL: Error, Equatable {
        let string: String
    }

    /// The times a clock can have given, in seconds since the reference date: from the Unix epoch,
    /// where system clocks start, to `Date.distantFuture` (the year 4001), past which Foundation's
    /// calendars compute no dates. Anything else (say 1e300) was never written by a store: the
    /// file is damaged or made by hand, not a cache that never expires.
    private static let timestampRange =
        Date(timeIntervalSince1970: 0)
        .timeIntervalSinceReferenceDate...Date.distantFuture.timeIntervalSinceReferenceDate

    /// Read first, alone, so a file of another format version is told apart before its body is parsed.
    private struct Header: Decodable {
        let version: Int
    }

    private struct Cache: Codable {
        let version: Int
        let timestamp: Double
        let validators: Validators?
        let feed: [Image]
    }

    private struct Validators: Codable {
        let etag: String?
        let lastModified: String?
    }

    private struct Image: Codable {
        let id: UUID
        let description: String?
        let location: String?
        let url: String
    }

    static func version(of file: Data) throws -> Int {
        try JSONDecoder().decode(Header.self, from: file).version
    }

    /// The file of the longest run of `feed`'s first images that fits in `maxSize` bytes. The feed
    /// lists the newest images first, and each page loaded adds older ones at the end, so what is
    /// dropped is the oldest pages. Images are encoded one at a time and encoding stops at the
    /// first that doesn't fit, so saving a hostile feed costs at most `maxSize` bytes more memory.
    static func encode(
        _ feed: [LocalFeedImage], timestamp: Date, validators: ResourceValidators? = nil, maxSize: Int
    ) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let envelope = try encoder.encode(
            Cache(
                version: formatVersion, timestamp: timestamp.timeIntervalSinceReferenceDate,
                validators: validators.map { Validators(etag: $0.entityTag, lastModified: $0.lastModified) },
                feed: []))

        var images = Data()
        for image in feed {
            let encoded = try encoder.encode(
                Image(
                    id: image.id, description: image.description, location: image.location,
                    url: image.url.absoluteString))
            let separator = images.isEmpty ? Data() : Data(",".utf8)
            guard envelope.count + images.count + separator.count + encoded.count <= maxSize else { break }
            images.append(separator)
            images.append(encoded)
        }
        guard !images.isEmpty || feed.isEmpty else { throw FeedTooLarge() }

        // The envelope's only `[]` is its empty feed: the images go between the brackets.
        guard let emptyFeed = envelope.firstRange(of: Data("[]".utf8)) else { throw EnvelopeWithoutFeed() }
        var file = Data(envelope[..<emptyFeed.lowerBound])
        file.append(contentsOf: "[".utf8)
        file.append(images)
        file.append(envelope[(emptyFeed.lowerBound + 1)...])
        return file
    }

    /// The cache in a file of this format version.
    static func decode(_ file: Data) throws -> CachedFeed {
        let version = try version(of: file)
        guard version == formatVersion else { throw UnsupportedFormatVersion(version: version) }

        let cache = try JSONDecoder().decode(Cache.self, from: file)
        guard timestampRange.contains(cache.timestamp) else { throw TimestampOutOfRange(timestamp: cache.timestamp) }
        return CachedFeed(
            feed: try cache.feed.map { image in
                guard let url = URL(string: image.url) else { throw InvalidURL(string: image.url) }
                return LocalFeedImage(id: image.id, description: image.description, location: image.location, url: url)
            },
            timestamp: Date(timeIntervalSinceReferenceDate: cache.timestamp),
            validators: cache.validators.flatMap {
                ResourceValidators(entityTag: $0.etag, lastModified: $0.lastModified)
            }
        )
    }
}
