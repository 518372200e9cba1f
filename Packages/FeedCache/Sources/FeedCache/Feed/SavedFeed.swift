import FeedFeature
import Foundation

/// The feed the cache holds, in the domain's terms, and when it was saved: how old an offline
/// copy is, for a screen to say so. Its validators let the next request ask whether it changed.
public struct SavedFeed: Equatable, Sendable {
    public let feed: [FeedImage]
    public let timestamp: Date
    public let validators: ResourceValidators?

    public init(feed: [FeedImage], timestamp: Date, validators: ResourceValidators? = nil) {
        self.feed = feed
        self.timestamp = timestamp
        self.validators = validators
    }
}
