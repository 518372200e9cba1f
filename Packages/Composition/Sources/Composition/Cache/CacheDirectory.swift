import FeedCache
import Foundation

/// Where the offline cache lives: the root is the app's choice; the folder of each feed inside it
/// is FeedCache's, since its name is part of the cache's on-disk format.
public enum CacheDirectory {
    public static func url(for baseURL: URL, in root: URL) -> URL {
        FeedCacheDirectory.url(for: baseURL, in: root)
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
}
