import Foundation

/// Where the offline cache of one feed lives: a folder per base URL inside the cache root, so
/// feeds from different servers never mix. The folder's name is readable (host, port, path) and
/// ends in a hash of the whole URL, so two URLs never share one. The name is part of the on-disk
/// format, like the names of the image files, so it lives with the stores and shares their hash.
public enum FeedCacheDirectory {
    private static let readableLength = 80

    public static func url(for baseURL: URL, in root: URL) -> URL {
        let components =
            [baseURL.host ?? "feed", baseURL.port.map(String.init)]
            + baseURL.path.split(separator: "/").map(String.init)
        let readable = components.compactMap { $0 }.joined(separator: "-")
            .map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "_" }
        // Hex without leading zeros, unlike the image files: folders were named so before the hash
        // was shared, and another name would strand the caches already on disk.
        let hash = String(StableHash.fnv1a64(baseURL.absoluteString), radix: 16)
        return root.appendingPathComponent(String(readable.prefix(readableLength)) + "-" + hash)
    }
}
