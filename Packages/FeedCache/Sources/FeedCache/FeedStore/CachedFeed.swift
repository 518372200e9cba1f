import FeedFeature
import Foundation

/// The feed a store holds and when it was saved; the timestamp is what the cache policy judges.
/// The validators name the version of the feed's first page, for a conditional request.
public struct CachedFeed: Equatable, Sendable {
    public let feed: [LocalFeedImage]
    public let timestamp: Date
    public let validators: ResourceValidators?

    public init(feed: [LocalFeedImage], timestamp: Date, validators: ResourceValidators? = nil) {
        self.feed = feed
        self.timestamp = timestamp
        self.validators = validators
    }
}
