import FeedAPI
import FeedFeature
import Foundation
import ResourceLoading

extension FeedLoads {
    /// Every page after the first, as the page before asks for it (its `loadMore`): the same stack,
    /// with no offline copy to fall back on (the copy has no more pages). The log counts the page's
    /// own images.
    func makeNextPageLoad(after lastImage: FeedImage, appendingTo previousImages: [FeedImage])
        -> ResourceLoad<Paginated<FeedImage>>
    {
        let previousCount = previousImages.count
        return makeRemotePageLoad(after: lastImage, appendingTo: previousImages)
            .logged(as: pageName(after: lastImage), describing: { "\($0.items.count - previousCount) images" }, in: log)
            .counted(by: activity)
    }

    /// The page of the API after `lastImage` (nil: the first) with every image so far before its
    /// own, under its deadline and cached as it comes. While a page brings images its `loadMore`
    /// makes the next page's load; only an empty page ends the paging, as in the API's contract: a
    /// server may serve fewer than it was asked for (many cap their pages), so a short page is no end.
    private func makeRemotePageLoad(after lastImage: FeedImage?, appendingTo previousImages: [FeedImage])
        -> ResourceLoad<Paginated<FeedImage>>
    {
        guard let url = FeedEndpoint.get(after: lastImage).url(baseURL: configuration.baseURL) else {
            return .failing(with: LoadFailure.connectivity(.unsupportedURL))
        }
        let remote = RemoteLoader<[FeedImage]>(url: url, client: configuration.httpClient)
        return remote.dispatchingOnMainQueue()
            .map { [self] images in
                // The first page is kept as it came, not copied: a big feed's items are held once.
                page(previousImages.isEmpty ? images : previousImages + images, lastPage: images)
            }
            .withDeadline(timeout, on: scheduler)
            .caching { [cache, firstPage] page in cache?.save(page.items, validators: firstPage.validators) }
    }

    func page(_ images: [FeedImage], lastPage: [FeedImage]) -> Paginated<FeedImage> {
        guard let lastImage = lastPage.last else {
            return Paginated(items: images)
        }
        // Only the screen calls `loadMore`, on the main actor.
        return Paginated(
            items: images,
            loadMore: MainQueue.onMainActor { [self] completion in
                _ = makeNextPageLoad(after: lastImage, appendingTo: images)(completion)
            })
    }

    /// A page's name in the log: which page, and its address.
    func pageName(after lastImage: FeedImage?) -> String {
        let url = FeedEndpoint.get(after: lastImage).url(baseURL: configuration.baseURL)
        return "feed page \(lastImage.map { "after \($0.id)" } ?? "1") \(url?.absoluteString ?? "")"
    }

    /// The cached feed as one page with nothing more to load, saying when it was saved.
    var cachedFeed: ResourceLoad<FeedPage>? {
        cache.map { cache in
            cache.dispatchingOnMainQueue()
                .map { FeedPage(images: Paginated(items: $0.feed), origin: .cache(savedAt: $0.timestamp)) }
                .logged(as: "feed cache", describing: Self.describe, in: log)
        }
    }

    /// The offline copy, saying why the live feed was not shown (a server that answered with an
    /// error is not a machine offline).
    static func offline(_ cached: ResourceLoad<FeedPage>, after liveFailure: Error) -> ResourceLoad<FeedPage> {
        cached.map { page in
            guard case let .cache(savedAt, _) = page.origin else { return page }
            return FeedPage(
                images: page.images, origin: .cache(savedAt: savedAt, liveFailure: liveFailure as? LoadFailure))
        }
    }

    nonisolated static func describe(_ page: FeedPage) -> String {
        let images = "\(page.images.items.count) images"
        return page.origin == .network ? images : "\(images) from the offline copy"
    }
}
