/// A page of the feed as its screen gets it: the images, and whether they came from the network or
/// from the offline cache, and when that was saved. The network and cache loads each deliver their
/// own origin, so the fallback between them stays unaware of it and no later step has to guess.
public struct FeedPage: Sendable {
    public let images: Paginated<FeedImage>
    public let origin: FeedOrigin

    public init(images: Paginated<FeedImage>, origin: FeedOrigin) {
        self.images = images
        self.origin = origin
    }
}
