import Foundation

/// Keeps each image's bytes in its own file under `directory`, written atomically like the feed
/// store (see `AtomicFile`). File names come from a hash of the URL that is stable across runs;
/// each file also records its URL, so two URLs that share a hash read as "no data" for the one
/// not stored rather than as each other's image. A damaged file makes `retrieve` throw, which the
/// image loader reports as a failure; the next successful download replaces it.
public final class FileSystemFeedImageDataStore: FeedImageDataStore {
    private let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    public func insert(_ data: Data, for url: URL) throws {
        let record = ImageDataRecord(urlString: url.absoluteString, data: data)
        try AtomicFile.write(record.encoded(), to: fileURL(for: url))
    }

    public func retrieve(dataForURL url: URL) throws -> Data? {
        guard let file = try AtomicFile.read(fileURL(for: url)) else { return nil }

        let record = try ImageDataRecord(decoding: file)
        return record.urlString == url.absoluteString ? record.data : nil
    }

    private func fileURL(for url: URL) -> URL {
        directory.appendingPathComponent(StableHash.fnv1a64Hex(url.absoluteString) + ".imagedata")
    }
}
