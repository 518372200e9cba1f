import FeedAPI
import FeedFeature
import Foundation
import ResourceLoading

/// Loads the feed a page at a time from the API: the first page, then, through each page's
/// `loadMore`, the page after its last image. Every page holds all the images so far. A page with
/// fewer images than were asked for (`pageSize`), an empty one included, ends the
/// paging: the server has no more, and the screen can say so under the last item rather than
/// after one more request.
///
/// Each page's remote load delivers on the main queue. The first page is given as it is, for the
/// feed's recipe to stack its decorators on (`FeedLoads+Feed`); every further page, made only when
/// asked for, gets the recipe's stack for more pages (`decorateMorePage`) with its name in the log
/// and how many images came before it, so that its log line counts that page's own images.
@MainActor
final class PaginatedFeedLoader {
    typealias Page = ResourceLoad<Paginated<FeedImage>>
    typealias PageDecorator = @MainActor (_ page: Page, _ name: String, _ previousCount: Int) -> Page

    private let baseURL: URL
    private let client: any HTTPClient
    private let decorateMorePage: PageDecorator
    /// The most images a page holds: the endpoint's `limit`.
    private let pageSize: Int
    /// A remote loader delivers nothing once released, so each stays here until its page is in.
    private var loadersInFlight = [Int: any FeedLoader]()
    private var lastLoadID = 0

    init(
        baseURL: URL, client: any HTTPClient, pageSize: Int = FeedEndpoint.pageSize,
        decorateMorePage: @escaping PageDecorator = { page, _, _ in page }
    ) {
        self.baseURL = baseURL
        self.client = client
        self.pageSize = pageSize
        self.decorateMorePage = decorateMorePage
    }

    var firstPage: Page {
        loadPage(after: nil, appendingTo: [])
    }

    /// The first page's name in the log.
    var firstPageName: String {
        name(after: nil, url: FeedEndpoint.get(after: nil).url(baseURL: baseURL))
    }

    private func loadPage(after lastImage: FeedImage?, appendingTo previousImages: [FeedImage])
        -> ResourceLoad<Paginated<FeedImage>>
    {
        guard let url = FeedEndpoint.get(after: lastImage).url(baseURL: baseURL) else {
            return .failing(with: LoadFailure.connectivity(.unsupportedURL))
        }
        let remote = remoteLoad(url: url)
        let page = ResourceLoad { [self] completion in
            remote { result in
                // The first page is kept as it came, not copied: a big feed's items are held once.
                completion(
                    result.map { images in
                        self.page(previousImages.isEmpty ? images : previousImages + images, lastPage: images)
                    })
            }
        }
        guard let lastImage else { return page }
        return decorateMorePage(page, name(after: lastImage, url: url), previousImages.count)
    }

    private func name(after lastImage: FeedImage?, url: URL?) -> String {
        "feed page \(lastImage.map { "after \($0.id)" } ?? "1") \(url?.absoluteString ?? "")"
    }

    /// One page's images as the API answered them.
    private func remoteLoad(url: URL) -> ResourceLoad<[FeedImage]> {
        ResourceLoad { [self] completion in
            lastLoadID += 1
            let loadID = lastLoadID
            let loader = MainQueueDispatchDecorator<any FeedLoader>(decoratee: RemoteLoader(url: url, client: client))
            loadersInFlight[loadID] = loader
            let cancel = ResourceLoad(loader) { result in
                self.loadersInFlight[loadID] = nil
                completion(result)
            }
            return {
                cancel()
                self.loadersInFlight[loadID] = nil
            }
        }
    }

    private func page(_ images: [FeedImage], lastPage: [FeedImage]) -> Paginated<FeedImage> {
        guard let lastImage = lastPage.last, lastPage.count >= pageSize else {
            return Paginated(items: images)
        }
        // `loadMore` is only ever called by the screen, on the main actor.
        return Paginated(
            items: images,
            loadMore: MainQueue.onMainActor { [self] completion in
                _ = loadPage(after: lastImage, appendingTo: images)(completion)
            })
    }
}
