import FeedFeature
import Foundation

/// The feed use cases that work on the cache: save the feed just loaded, load the last one while
/// it is fresh, and clean up a cache that is expired or unreadable.
public final class LocalFeedLoader: Sendable {
    public enum LoadError: Swift.Error, Equatable {
        /// Nothing is cached, or what is cached is too old to show.
        case noValidCache
    }

    private let store: any FeedStore
    private let currentDate: @Sendable () -> Date

    public init(store: any FeedStore, currentDate: @escaping @Sendable () -> Date) {
        self.store = store
        self.currentDate = currentDate
    }

    /// Replaces the cache in one step. Stores replace atomically, so there is no deletion first:
    /// a save that fails or is killed midway leaves the previous cache as it was, still usable
    /// offline, rather than none.
    public func save(_ feed: [FeedImage], validators: ResourceValidators? = nil) throws {
        try store.insert(feed.toLocal(), timestamp: currentDate(), validators: validators)
    }

    /// Never deletes: an expired cache is only removed by `validateCache()`, which the app runs at
    /// a moment of its choosing, so loading stays free of side effects.
    public func load() throws -> [FeedImage] {
        try loadSavedFeed().feed
    }

    /// As `load()`, with when the feed was saved: an offline screen says how old its copy is.
    public func loadSavedFeed() throws -> SavedFeed {
        guard let cache = try store.retrieve(), FeedCachePolicy.validate(cache.timestamp, against: currentDate())
        else {
            throw LoadError.noValidCache
        }
        return SavedFeed(feed: cache.feed.toModels(), timestamp: cache.timestamp, validators: cache.validators)
    }

    /// Deletes a cache that is expired or can't be read (a corrupted file would otherwise fail
    /// every launch). Throws only when that deletion fails.
    public func validateCache() throws {
        let cache: CachedFeed?
        do {
            cache = try store.retrieve()
        } catch {
            try store.deleteCachedFeed()
            return
        }
        if let cache, !FeedCachePolicy.validate(cache.timestamp, against: currentDate()) {
            try store.deleteCachedFeed()
        }
    }
}

extension Array where Element == FeedImage {
    fileprivate func toLocal() -> [LocalFeedImage] {
        map { LocalFeedImage(id: $0.id, description: $0.description, location: $0.location, url: $0.url) }
    }
}

extension Array where Element == LocalFeedImage {
    fileprivate func toModels() -> [FeedImage] {
        map { FeedImage(id: $0.id, description: $0.description, location: $0.location, url: $0.url) }
    }
}
