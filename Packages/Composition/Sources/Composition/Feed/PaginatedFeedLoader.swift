import FeedAPI
import FeedFeature
import Foundation

/// Loads the feed a page at a time from the API: the first page, then, through each page's
/// `loadMore`, the page after its last image. Every page holds all the images so far; an empty
/// page ends the paging.
///
/// Each page load is decorated to deliver on the main queue, and is counted by `activity` so that
/// scripted input waits for a `more` to finish.
@MainActor
final class PaginatedFeedLoader {
    typealias Completion = @Sendable (Result<Paginated<FeedImage>, Error>) -> Void

    private let baseURL: URL
    private let client: any HTTPClient
    private let timeout: TimeInterval?
    private let activity: LoadActivityTracker
    private let log: LoadLog?
    private let onPage: ([FeedImage]) -> Void
    /// A remote loader delivers nothing once released, so each stays here until its page is in.
    private var loadersInFlight = [Int: any FeedLoader]()
    private var lastLoadID = 0

    /// `onPage` gets all the images so far each time a page arrives (the cache keeps them).
    init(
        baseURL: URL,
        client: any HTTPClient,
        timeout: TimeInterval? = nil,
        activity: LoadActivityTracker,
        log: LoadLog? = nil,
        onPage: @escaping ([FeedImage]) -> Void = { _ in }
    ) {
        self.baseURL = baseURL
        self.client = client
        self.timeout = timeout
        self.activity = activity
        self.log = log
        self.onPage = onPage
    }

    func loadFirstPage(completion: @escaping Completion) -> CancelLoad {
        loadPage(after: nil, appendingTo: [])(completion)
    }

    private func loadPage(after lastImage: FeedImage?, appendingTo previousImages: [FeedImage])
        -> ResourceLoad<Paginated<FeedImage>>
    {
        let remote: ResourceLoad<Paginated<FeedImage>> = { [self] completion in
            guard let url = FeedEndpoint.get(after: lastImage).url(baseURL: baseURL) else {
                return failingLoad(URLError(.badURL))(completion)
            }
            lastLoadID += 1
            let loadID = lastLoadID
            let loader = MainQueueDispatchDecorator<any FeedLoader>(
                decoratee: RemoteLoader(url: url, client: client)
            )
            loadersInFlight[loadID] = loader
            let request = loader.load { result in
                MainActor.assumeIsolated {
                    self.loadersInFlight[loadID] = nil
                    let page = result.map { images in self.page(previousImages + images, lastPage: images) }
                    if case let .success(page) = page { self.onPage(page.items) }
                    completion(page)
                }
            }
            return {
                request.cancel()
                self.loadersInFlight[loadID] = nil
            }
        }
        let load = timeout.map { withDeadline($0, remote) } ?? remote
        let what = "feed page " + (lastImage.map { "after \($0.id)" } ?? "1")
        return activity.track(log?.track(what, describing: { "\($0.items.count) images" }, load) ?? load)
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
