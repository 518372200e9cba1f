import FeedAPI
import FeedFeature
import Foundation
import ResourceLoading

extension FeedLoads {
    /// The page of the API after `lastImage` (nil: the first) with every image so far before its
    /// own. While a page comes back full (`pageSize` images) its `loadMore` makes the next page's
    /// load, stacked as every page after the first (`makeMorePageLoader`); a page with room to
    /// spare, an empty one too, ends the paging, so the screen can say so under the last item.
    func makeRemotePageLoader(after lastImage: FeedImage?, appendingTo previousImages: [FeedImage])
        -> ResourceLoad<Paginated<FeedImage>>
    {
        guard let url = pageURL(after: lastImage) else {
            return .failing(with: LoadFailure.connectivity(.unsupportedURL))
        }
        let remote = RemoteLoader<[FeedImage]>(url: url, client: configuration.httpClient)
        return ResourceLoad(MainQueueDispatchDecorator<any FeedLoader>(decoratee: remote)).map { [self] images in
            // The first page is kept as it came, not copied: a big feed's items are held once.
            page(previousImages.isEmpty ? images : previousImages + images, lastPage: images)
        }
    }

    /// A page's name in the log: which page, and its address.
    func pageName(after lastImage: FeedImage?) -> String {
        "feed page \(lastImage.map { "after \($0.id)" } ?? "1") \(pageURL(after: lastImage)?.absoluteString ?? "")"
    }

    private func pageURL(after lastImage: FeedImage?) -> URL? {
        FeedEndpoint.get(after: lastImage).url(baseURL: configuration.baseURL)
    }

    private func page(_ images: [FeedImage], lastPage: [FeedImage]) -> Paginated<FeedImage> {
        guard let lastImage = lastPage.last, lastPage.count >= pageSize else {
            return Paginated(items: images)
        }
        // Only the screen calls `loadMore`, on the main actor.
        return Paginated(
            items: images,
            loadMore: MainQueue.onMainActor { [self] completion in
                _ = makeMorePageLoader(after: lastImage, appendingTo: images)(completion)
            })
    }
}
