import FeedFeature
import Foundation

/// Keeps the feed in one JSON file (see `FeedStoreFile`), replaced atomically on every insert (see
/// `AtomicFile`), so a crash, a `kill -9` or a second process using the same file never leaves it
/// half-written.
///
/// The file is never larger than `maxFileSize`: an insert keeps as many of the feed's first (newest)
/// images as fit, and a larger file, whatever it holds, is damaged. A damaged file (too large,
/// truncated, edited, of an older format version, with a timestamp no clock gives) makes
/// `retrieve()` throw, and `LocalFeedLoader.validateCache()` then deletes it.
///
/// A file of a newer format version is left alone and not used: `retrieve()` delivers nothing, so
/// validation doesn't delete it, and `insert` refuses to replace it. Two versions of the app can
/// share a cache directory (an upgrade tried next to the old binary, a script pinned to it), and
/// the older one can't read what the newer one wrote, but mustn't destroy it either: the newer
/// version keeps its cache, and the older one shows that feed online only, until the newer version
/// replaces or expires its file. An older format version is this version's to replace.
public final class FileSystemFeedStore: FeedStore {
    struct NewerFormatVersion: Error, Equatable {
        let version: Int
    }

    private let storeURL: URL
    private let maxFileSize: Int

    /// `maxFileSize` is in bytes: what a cache may take on disk, and so in memory when it is read.
    public init(storeURL: URL, maxFileSize: Int) {
        self.storeURL = storeURL
        self.maxFileSize = maxFileSize
    }

    public func deleteCachedFeed() throws {
        try AtomicFile.delete(storeURL)
    }

    public func insert(_ feed: [LocalFeedImage], timestamp: Date, validators: ResourceValidators?) throws {
        if let version = newerFormatVersionInPlace() {
            throw NewerFormatVersion(version: version)
        }
        try AtomicFile.write(
            FeedStoreFile.encode(feed, timestamp: timestamp, validators: validators, maxSize: maxFileSize), to: storeURL
        )
    }

    public func retrieve() throws -> CachedFeed? {
        guard let file = try AtomicFile.read(storeURL, maxSize: maxFileSize),
            try FeedStoreFile.version(of: file) <= FeedStoreFile.formatVersion
        else { return nil }

        return try FeedStoreFile.decode(file)
    }

    /// Any file that can't be read, or is too large to be, is damaged and fine to replace.
    private func newerFormatVersionInPlace() -> Int? {
        guard let file = try? AtomicFile.read(storeURL, maxSize: maxFileSize),
            let version = try? FeedStoreFile.version(of: file), version > FeedStoreFile.formatVersion
        else { return nil }
        return version
    }
}
