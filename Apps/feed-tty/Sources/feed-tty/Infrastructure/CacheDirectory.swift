import Foundation

/// Where the offline cache lives by default. The folder of each feed inside it is FeedCache's
/// (`FeedCacheDirectory`), since its name is part of the cache's on-disk format.
enum CacheDirectory {
    /// The default root: `$XDG_CACHE_HOME/feed-tty`, else `~/.cache/feed-tty`.
    static func defaultRoot(environment: [String: String]) -> URL {
        if let cacheHome = environment["XDG_CACHE_HOME"], !cacheHome.isEmpty {
            return URL(fileURLWithPath: cacheHome).appendingPathComponent("feed-tty")
        }
        let home =
            environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".cache/feed-tty")
    }
}
