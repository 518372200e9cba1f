import FeedAPI
import FeedFeature
import FeedScreens
import Foundation
import ResourceLoading

/// The loads the screens are given, each a recipe of a loader and its decorators, stacked in the
/// same order for every kind of load, innermost first:
///
/// 1. the remote loader, its completions moved to the main queue (`MainQueueDispatchDecorator`);
/// 2. `withDeadline`, so no server can hold a load past `--timeout`;
/// 3. `fallingBack` and `caching`: the offline cache behind the network (the feed) or in front of
///    it (images); when neither has it, the user is told why the network failed;
/// 4. `logged`, outside the deadline and the cache, so the log records a timeout and the outcome
///    the user saw;
/// 5. `decoded` (images): read, and at a terminal that shows pictures drawn as a thumbnail off the
///    main queue;
/// 6. `counted` (and `recordingOutcome`), outermost, so a load counts until its screen has shown
///    the result; images count in their scheduler, outside all of this, which makes each image's
///    stack when its turn comes.
@MainActor
final class FeedLoads {
    /// Feed, page and comments loads hold up scripted commands; image loads only the end.
    let activity = LoadActivityTracker()
    let imageActivity = LoadActivityTracker()
    let lastFeedLoad = LoadOutcomeRecorder()

    private let configuration: FeedTTYComposer.Configuration
    private let cache: FeedCacheWorker?

    init(configuration: FeedTTYComposer.Configuration, cache: FeedCacheWorker?) {
        self.configuration = configuration
        self.cache = cache
    }

    /// Each of the two says where its page came from (`FeedPage`), so the screen can say when it
    /// shows the offline copy.
    func makeRemoteFeedLoaderWithLocalFallback() -> ResourceLoad<FeedPage> {
        let remote = feedPages.firstPage.map { FeedPage(images: $0, origin: .network) }
        return (cache.map { remote.fallingBack(to: $0.feedLoad, whenBothFailReporting: .primary) } ?? remote)
            .counted(by: activity)
            .recordingOutcome(in: lastFeedLoad)
    }

    /// Made when the image's turn comes in `imageScheduler`; its request waits for one of six places
    /// on the network (a cached image does not), and its deadline counts from then.
    func makeLocalImageLoaderWithRemoteFallback(url: URL) -> ResourceLoad<LoadedImage> {
        let remote = ResourceLoad(imageLoader, url: url).withDeadline(configuration.requestTimeout)
            .waitingForTurn(in: networkPlaces)
        let image =
            cache.map { cache in
                cache.imageLoad(for: url)
                    .fallingBack(to: remote.caching(when: FeedCacheWorker.isImage) { cache.save($0, for: url) })
            } ?? remote
        let logged = image.logged(as: "image \(url.absoluteString)", describing: { "\($0.count) bytes" }, in: log)
        // Drawn to fit the terminal as it is when the load starts: it may have been resized.
        let thumbnails = configuration.thumbnails?.renderer(forColumns: configuration.columns())
        return logged.decoded(on: thumbnails.map { _ in thumbnailQueue }) {
            try LoadedImageMapper.map($0, thumbnails: thumbnails)
        }
    }

    /// 64 images at a time, each with its stack; the rest wait in screen order, as places in a queue.
    private(set) lazy var imageScheduler = LoadScheduler(maxConcurrentLoads: 64, activity: imageActivity)
    /// At most six image requests at a time, as many as the transport keeps connections per host.
    private let networkPlaces = LoadScheduler(maxConcurrentLoads: 6)

    func makeCommentsLoader(for image: FeedImage) -> ResourceLoad<[ImageComment]> {
        guard let url = ImageCommentsEndpoint.get(image.id).url(baseURL: configuration.baseURL) else {
            return .failing(with: LoadFailure.connectivity(.unsupportedURL))
        }
        return ResourceLoad(
            MainQueueDispatchDecorator<any ImageCommentsLoader>(decoratee: RemoteLoader(url: url, client: client))
        )
        .withDeadline(configuration.requestTimeout)
        .logged(as: "comments \(url.absoluteString)", describing: { "\($0.count) comments" }, in: log)
        .counted(by: activity)
    }

    /// The clock that ages the offline cache: how old the screen says its copy is.
    var currentDate: @Sendable () -> Date { configuration.cache?.currentDate ?? Date.init }

    private var client: any HTTPClient { configuration.httpClient }

    /// Thumbnails are drawn off the main queue, one at a time.
    private let thumbnailQueue = DispatchQueue(label: "feed-tty.thumbnails", qos: .userInitiated)
    private var log: (any LoadLogging)? { configuration.log }

    private lazy var feedPages = PaginatedFeedLoader(
        baseURL: configuration.baseURL,
        client: client,
        decorateEachPage: { [timeout = configuration.requestTimeout, log, activity] page, name in
            page.withDeadline(timeout)
                .logged(as: name, describing: { "\($0.count) images" }, in: log)
                .counted(by: activity)
        },
        onPage: { [cache] images in cache?.save(images) })

    private lazy var imageLoader = MainQueueDispatchDecorator<any FeedImageDataLoader>(
        decoratee: RemoteLoaderFactory<Data>(client: configuration.imageHTTPClient ?? client))
}
