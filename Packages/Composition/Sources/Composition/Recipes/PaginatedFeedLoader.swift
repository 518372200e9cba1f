import FeedAPI
import FeedFeature
import Foundation
import ResourceLoading

/// Loads the feed a page at a time from the API: the first page, then, through each page's
/// `loadMore`, the page after its last image. Every page holds all the images so far; an empty
/// page ends the paging.
///
/// Each page's remote load delivers on the main queue; `decorateEachPage` stacks the rest (a
/// deadline, the log, activity counting), so every page, the first and each `more`, gets the same
/// decorators without this type knowing them. They decorate the page as the API answered it, its
/// own images, before they join the images so far: what a page's log line counts is that page.
@MainActor
final class PaginatedFeedLoader {
    typealias PageDecorator =
        @MainActor (_ page: ResourceLoad<[FeedImage]>, _ name: String) -> ResourceLoad<[FeedImage]>

    private let baseURL: URL
    private let client: any HTTPClient
    private let decorateEachPage: PageDecorator
    private let onPage: ([FeedImage]) -> Void
    /// A remote loader delivers nothing once released, so each stays here until its page is in.
    private var loadersInFlight = [Int: any FeedLoader]()
    private var lastLoadID = 0

    /// `onPage` gets all the images so far each time a page arrives (the cache keeps them).
    init(
        baseURL: URL,
        client: any HTTPClient,
        decorateEachPage: @escaping PageDecorator = { page, _ in page },
        onPage: @escaping ([FeedImage]) -> Void = { _ in }
    ) {
        self.baseURL = baseURL
        self.client = client
        self.decorateEachPage = decorateEachPage
        self.onPage = onPage
    }

    var firstPage: ResourceLoad<Paginated<FeedImage>> {
        loadPage(after: nil, appendingTo: [])
    }

    private func loadPage(after lastImage: FeedImage?, appendingTo previousImages: [FeedImage])
        -> ResourceLoad<Paginated<FeedImage>>
    {
        guard let url = FeedEndpoint.get(after: lastImage).url(baseURL: baseURL) else {
            return .failing(with: LoadFailure.connectivity(.unsupportedURL))
        }
        let name = "feed page \(lastImage.map { "after \($0.id)" } ?? "1") \(url.absoluteString)"
        let decorated = decorateEachPage(remoteLoad(url: url), name)
        return ResourceLoad { [self] completion in
            decorated { result in
                MainActor.assumeIsolated {
                    // The first page is kept as it came, not copied: a big feed's items are held once.
                    let page = result.map { images in
                        self.page(previousImages.isEmpty ? images : previousImages + images, lastPage: images)
                    }
                    if case let .success(page) = page { self.onPage(page.items) }
                    completion(page)
                }
            }
        }
    }

    /// One page's images as the API answered them.
    private func remoteLoad(url: URL) -> ResourceLoad<[FeedImage]> {
        ResourceLoad { [self] completion in
            lastLoadID += 1
            let loadID = lastLoadID
            let loader = MainQueueDispatchDecorator<any FeedLoader>(decoratee: RemoteLoader(url: url, client: client))
            loadersInFlight[loadID] = loader
            let cancel = ResourceLoad(loader) { result in
                MainActor.assumeIsolated { self.loadersInFlight[loadID] = nil }
                completion(result)
            }
            return {
                cancel()
                self.loadersInFlight[loadID] = nil
            }
        }
    }

    private func page(_ images: [FeedImage], lastPage: [FeedImage]) -> Paginated<FeedImage> {
        guard let lastImage = lastPage.last else { return Paginated(items: images) }
        return Paginated(items: images) { [self] completion in
            // `loadMore` is only ever called by the UI, on the main actor.
            MainActor.assumeIsolated {
                _ = loadPage(after: lastImage, appendingTo: images)(completion)
            }
        }
    }
}
