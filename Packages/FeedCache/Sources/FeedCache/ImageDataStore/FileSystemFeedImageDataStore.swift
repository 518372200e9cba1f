import Foundation

/// Keeps each image's bytes, with what its server said about keeping them (see `ImageDataRecord`),
/// in its own file under `directory`, written atomically like the feed
/// store (see `AtomicFile`). File names come from a hash of the URL that is stable across runs;
/// each file also records its URL, so two URLs that share a hash read as "no data" for the one
/// not stored rather than as each other's image. A damaged file makes `retrieve` throw, which the
/// image loader reports as a failure; the next successful download replaces it.
///
/// Bounded like the feed store: an image over `maxImageSize` bytes is refused, a file too large for
/// its URL and `maxImageSize` is damaged and never read, and after each insert the oldest images
/// (by when they were written) are deleted until at most `maxImageCount` images of at most
/// `maxTotalSize` bytes in all are left. The count bounds the work of that clean-up too: it lists
/// the whole folder.
public final class FileSystemFeedImageDataStore: FeedImageDataStore {
    struct ImageTooLarge: Error, Equatable {
        let size: Int
        let maxImageSize: Int
    }

    private static let fileExtension = "imagedata"

    private let directory: URL
    private let maxImageSize: Int
    private let maxTotalSize: Int
    private let maxImageCount: Int

    /// Sizes are in bytes; `maxTotalSize` counts whole files, URLs included.
    public init(directory: URL, maxImageSize: Int, maxTotalSize: Int, maxImageCount: Int) {
        self.directory = directory
        self.maxImageSize = maxImageSize
        self.maxTotalSize = maxTotalSize
        self.maxImageCount = maxImageCount
    }

    public func insert(_ image: CachedImageData, for url: URL) throws {
        guard image.data.count <= maxImageSize else {
            throw ImageTooLarge(size: image.data.count, maxImageSize: maxImageSize)
        }

        let record = ImageDataRecord(urlString: url.absoluteString, image: image)
        let file = fileURL(for: url)
        try AtomicFile.write(record.encoded(), to: file)
        // Best effort: the image is stored either way, and the next insert tries again.
        try? deleteOldestImages(keeping: file)
    }

    public func retrieve(imageForURL url: URL) throws -> CachedImageData? {
        let maxSize = ImageDataRecord.largestEncodedSize(urlString: url.absoluteString, dataCount: maxImageSize)
        guard let file = try AtomicFile.read(fileURL(for: url), maxSize: maxSize) else { return nil }

        let record = try ImageDataRecord(decoding: file)
        // The headers' room lets a file be read whose image is over the cap: it is damaged all the same.
        guard record.image.data.count <= maxImageSize else { throw ImageDataRecord.Corrupted() }
        return record.urlString == url.absoluteString ? record.image : nil
    }

    /// Deletes the file named for `url` unread: in the rare case that it holds another URL's image
    /// (their hashes alike), that image is only downloaded again.
    public func deleteImage(forURL url: URL) throws {
        try AtomicFile.delete(fileURL(for: url))
    }

    private func fileURL(for url: URL) -> URL {
        directory.appendingPathComponent(StableHash.fnv1a64Hex(url.absoluteString) + "." + Self.fileExtension)
    }

    /// Keeps `newest` and then, newest first, every image that still fits in the caps. Another
    /// process may be doing the same: a file it deleted first is simply gone. Temporary files are
    /// never counted, nor touched: they may be another process's write in progress.
    private func deleteOldestImages(keeping newest: URL) throws {
        let keys: Set<URLResourceKey> = [.contentModificationDateKey, .fileSizeKey]
        let images = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: Array(keys))
            .filter { $0.pathExtension == Self.fileExtension && $0.lastPathComponent != newest.lastPathComponent }
            .compactMap { file in
                (try? file.resourceValues(forKeys: keys)).map { (file: file, values: $0) }
            }
            .sorted {
                ($0.values.contentModificationDate ?? .distantPast)
                    > ($1.values.contentModificationDate ?? .distantPast)
            }

        var keptCount = 1
        var keptSize = (try? newest.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        for image in images {
            let size = image.values.fileSize ?? 0
            if keptCount < maxImageCount, keptSize + size <= maxTotalSize {
                keptCount += 1
                keptSize += size
            } else {
                try? AtomicFile.delete(image.file)
            }
        }
    }
}
