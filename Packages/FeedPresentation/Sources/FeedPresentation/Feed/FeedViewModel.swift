import FeedFeature

public struct FeedViewModel: Equatable, Sendable {
    public let feed: [FeedImage]

    public init(feed: [FeedImage]) {
        self.feed = feed
    }
}
