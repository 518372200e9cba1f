import Foundation

/// Where the offline cache of one feed lives: a folder per base URL inside the cache root, so
/// feeds from different servers never mix. The folder's name is readable (host, port, path) and
/// ends in a hash of the whole URL, so two URLs never share one.
public enum CacheDirectory {
    public static func url(for baseURL: URL, in root: URL) -> URL {
        let components =
            [baseURL.host ?? "feed", baseURL.port.map(String.init)]
            + baseURL.path.split(separator: "/").map(String.init)
        let readable = components.compactMap { $0 }.joined(separator: "-")
            .map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "_" }
        return root.appendingPathComponent(String(readable.prefix(80)) + "-" + fnv1a(baseURL.absoluteString))
    }

    /// The default root: `$XDG_CACHE_HOME/feed-tty`, else `~/.cache/feed-tty`.
    public static func defaultRoot(environment: [String: String]) -> URL {
        if let cacheHome = environment["XDG_CACHE_HOME"], !cacheHome.isEmpty {
            return URL(fileURLWithPath: cacheHome).appendingPathComponent("feed-tty")
        }
        let home =
            environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".cache/feed-tty")
    }

    private static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }
}
