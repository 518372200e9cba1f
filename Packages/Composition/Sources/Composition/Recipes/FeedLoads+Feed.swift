import FeedFeature
import ResourceLoading

extension FeedLoads {
    /// The feed's first page: from the network, cached as it comes; else the offline copy, each
    /// page saying which (`FeedPage`). The order and why: docs/decorators-and-threading.md.
    func makeRemoteFeedLoaderWithLocalFallback() -> ResourceLoad<FeedPage> {
        let remote = makeRemotePageLoader(after: nil, appendingTo: [])
            .withDeadline(timeout, on: scheduler)
            .caching { [cache] page in cache?.save(page.items) }
            .map { FeedPage(images: $0, origin: .network) }
        let remoteOrOffline = cachedFeed.map { cached in
            remote.fallingBack(toLoadFor: { Self.offline(cached, after: $0) }, whenBothFailReporting: .primary)
        }
        return (remoteOrOffline ?? remote)
            .logged(as: pageName(after: nil), describing: Self.describe, in: log)
            .counted(by: activity)
            .recordingOutcome(in: lastFeedLoad)
    }

    /// Every page after the first, as the page before asks for it: the same stack, with no
    /// offline copy to fall back on (the copy has no more pages). The log counts the page's own
    /// images.
    func makeMorePageLoader(after lastImage: FeedImage, appendingTo previousImages: [FeedImage])
        -> ResourceLoad<Paginated<FeedImage>>
    {
        makeRemotePageLoader(after: lastImage, appendingTo: previousImages)
            .withDeadline(timeout, on: scheduler)
            .caching { [cache] page in cache?.save(page.items) }
            .logged(
                as: pageName(after: lastImage),
                describing: { [previousCount = previousImages.count] in
                    "\($0.items.count - previousCount) images"
                }, in: log
            )
            .counted(by: activity)
    }

    /// The cached feed as one page with nothing more to load, saying when it was saved.
    var cachedFeed: ResourceLoad<FeedPage>? {
        cache.map { cache in
            ResourceLoad(MainQueueDispatchDecorator<any SavedFeedLoader>(decoratee: cache))
                .map { FeedPage(images: Paginated(items: $0.feed), origin: .cache(savedAt: $0.timestamp)) }
                .logged(as: "feed cache", describing: Self.describe, in: log)
        }
    }

    /// The offline copy, saying why the live feed was not shown (a server that answered with an
    /// error is not a machine offline).
    private static func offline(_ cached: ResourceLoad<FeedPage>, after liveFailure: Error) -> ResourceLoad<FeedPage> {
        cached.map { page in
            guard case let .cache(savedAt, _) = page.origin else { return page }
            return FeedPage(
                images: page.images, origin: .cache(savedAt: savedAt, liveFailure: liveFailure as? LoadFailure))
        }
    }

    private nonisolated static func describe(_ page: FeedPage) -> String {
        let images = "\(page.images.items.count) images"
        return page.origin == .network ? images : "\(images) from the offline copy"
    }
}
