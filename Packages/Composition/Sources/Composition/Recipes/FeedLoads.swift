import FeedAPI
import FeedCache
import FeedFeature
import FeedScreens
import FeedTextUI
import Foundation
import ImageDecoding
import ResourceLoading
import TerminalGraphics

/// The loads the screens are given, each a recipe of a loader and its decorators, stacked in one
/// order for every kind of load, innermost first: the loader on the main queue, the deadline, the
/// cache, the log, decoding, the count. docs/decorators-and-threading.md says why, once. The image
/// recipe is here, with the parts only images use; the feed's pages, and its offline copy, are in
/// `FeedLoads+Feed`, an image's comments in `FeedLoads+Comments`.
@MainActor
final class FeedLoads {
    /// Feed, page and comments loads hold up scripted commands; image loads only the end.
    let activity: LoadActivityTracker
    let imageActivity: LoadActivityTracker
    let lastFeedLoad = LoadOutcomeRecorder()
    /// The image requests the server answered: while they keep coming, a script's end waits on.
    let imageAnswers = LoadAnswerCounter()
    /// The first page as last answered, whose validators each check of it sends.
    let firstPage = FirstPageCopy()
    /// Checks the first page by itself while on; told of every check, whoever started it.
    private(set) lazy var watch = FeedWatch(interval: configuration.watchInterval, scheduler: scheduler)

    let configuration: FeedTTYComposer.Configuration
    let cache: FeedCacheWorker?

    init(
        configuration: FeedTTYComposer.Configuration, cache: FeedCacheWorker?,
        activity: LoadActivityTracker = LoadActivityTracker(),
        imageActivity: LoadActivityTracker = LoadActivityTracker()
    ) {
        self.configuration = configuration
        self.cache = cache
        self.activity = activity
        self.imageActivity = imageActivity
    }

    /// The clock that ages the offline cache: how old the screen says its copy is.
    var currentDate: @Sendable () -> Date { configuration.cache?.currentDate ?? Date.init }
    var timeout: TimeInterval? { configuration.requestTimeout }
    var scheduler: any MainScheduler { configuration.scheduler }
    var log: (any LoadLogging)? { configuration.log }

    /// 64 images at a time, each with its stack; the rest wait in screen order, as places in a queue.
    private(set) lazy var imageScheduler = LoadScheduler(maxConcurrentLoads: 64, activity: imageActivity)
    /// At most six image requests at a time, as many as the transport keeps connections per host.
    let networkPlaces = LoadScheduler(maxConcurrentLoads: 6)
    private(set) lazy var imageLoader = MainQueueDispatchDecorator<any RevalidatingImageDataLoader>(
        decoratee: RemoteLoaderFactory<ImageDataAnswer>(
            client: configuration.imageHTTPClient ?? configuration.httpClient))
    /// Thumbnails are drawn off the main queue, as many at a time as there are processors.
    let thumbnailQueues = ThumbnailQueues(count: ProcessInfo.processInfo.activeProcessorCount)

    /// Made when the image's turn comes in `imageScheduler`; its request waits for one of six places
    /// on the network (a cached image does not), and its deadline counts from then, as curl's does.
    func makeLocalImageLoaderWithRemoteFallback(url: URL) -> ResourceLoad<LoadedImage> {
        // Drawn to fit the terminal as it is when the load starts: it may have been resized.
        makeImageLoad(url: url, drawnBy: configuration.thumbnails?.renderer(forColumns: configuration.columns()))
    }

    /// `view N`: the same image (from the cache when it has it) drawn at the terminal's size, and
    /// counted, so a script's next command waits for the picture.
    func makeLocalImageViewLoaderWithRemoteFallback(url: URL) -> ResourceLoad<LoadedImage> {
        let renderer = configuration.thumbnails?.viewRenderer(
            columns: configuration.columns(), rows: configuration.rows())
        return makeImageLoad(url: url, drawnBy: renderer).counted(by: activity)
    }

    /// The image from the cache while it is fresh, else from its server (`makeRemoteImageLoad`):
    /// asked about the cache's stale copy when there is one, downloaded when there is none.
    private func makeImageLoad(url: URL, drawnBy thumbnails: ThumbnailRenderer?) -> ResourceLoad<LoadedImage> {
        let fromNetwork = { (load: ResourceLoad<Data>) in load.map { SourcedImageData(data: $0, source: .network) } }
        let image =
            cache.map { cache in
                cache.dispatchingOnMainQueue(url: url)
                    .map { SourcedImageData(data: $0, source: .cache) }
                    .fallingBack(to: { [self] noFreshCopy in
                        fromNetwork(
                            makeRemoteImageLoad(url: url, revalidating: Self.staleCopy(noFreshCopy), keptIn: cache))
                    })
            } ?? fromNetwork(makeRemoteImageLoad(url: url, revalidating: nil, keptIn: nil))
        return image.logged(as: "image \(url.absoluteString)", describing: \.logDescription, in: log)
            .map(\.data)
            .decoded(on: thumbnails.map { _ in thumbnailQueues.next() }) {
                try LoadedImageMapper.map($0, thumbnails: thumbnails)
            }
    }

    /// Only data that reads as an image the terminal can show is worth keeping: a web page served
    /// where an image should be must not be what an offline user gets forever.
    nonisolated static func isImage(_ data: Data) -> Bool {
        (try? ImageHeaderReader.read(data)) != nil
    }
}
