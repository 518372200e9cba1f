import FeedAPI
import Foundation
import ResourceLoading

/// The loads the screens are given, each a recipe of a loader and its decorators, stacked in one
/// order for every kind of load, innermost first: the loader on the main queue, the deadline, the
/// cache, the log, decoding, the count. docs/decorators-and-threading.md says why, once. Here are
/// the parts the recipes share, made once, in order; the image's recipe is in `FeedLoads+Image`,
/// the feed's first page in `FeedLoads+FirstPage`, the pages after it and its offline copy in
/// `FeedLoads+Feed`, an image's comments in `FeedLoads+Comments`.
@MainActor
final class FeedLoads {
    let configuration: FeedTTYComposer.Configuration
    let cache: FeedCacheWorker?
    /// Feed, page and comments loads hold up scripted commands; image loads only the end.
    let activity: LoadActivityTracker
    let imageActivity: LoadActivityTracker
    let lastFeedLoad = LoadOutcomeRecorder()
    /// The image requests the server answered: while they keep coming, a script's end waits on.
    let imageAnswers = LoadAnswerCounter()
    /// The first page as last answered, whose validators each check of it sends.
    let firstPage = FirstPageCopy()
    /// The first page's first items as they arrive, for the screen to show before the page is whole.
    let firstItems = FirstItemsArrival()
    /// Checks the first page by itself while on; told of every check, whoever started it.
    let watch: FeedWatch
    /// 64 images at a time, each with its stack; the rest wait in screen order, as places in a queue.
    let imageTurns: LoadTurns
    /// At most six image requests at a time, as many as the transport keeps connections per host.
    let networkTurns = LoadTurns(maxConcurrentLoads: 6)
    /// The network's images, one loader for every image, completing on the main queue.
    let remoteImageLoader: MainQueueDispatchDecorator<any RevalidatingImageDataLoader>
    /// Thumbnails are drawn off the main queue, as many at a time as there are processors.
    let thumbnailQueues = ThumbnailQueues(count: ProcessInfo.processInfo.activeProcessorCount)

    init(
        configuration: FeedTTYComposer.Configuration, cache: FeedCacheWorker?,
        activity: LoadActivityTracker = LoadActivityTracker(),
        imageActivity: LoadActivityTracker = LoadActivityTracker()
    ) {
        self.configuration = configuration
        self.cache = cache
        self.activity = activity
        self.imageActivity = imageActivity
        watch = FeedWatch(interval: configuration.watchInterval, scheduler: configuration.scheduler)
        imageTurns = LoadTurns(maxConcurrentLoads: 64, activity: imageActivity)
        remoteImageLoader = MainQueueDispatchDecorator(
            decoratee: RemoteImageDataLoader(client: configuration.imageHTTPClient ?? configuration.httpClient))
    }

    /// The clock that ages the offline cache: how old the screen says its copy is.
    var currentDate: @Sendable () -> Date { configuration.cache?.currentDate ?? Date.init }
    var timeout: TimeInterval? { configuration.requestTimeout }
    var scheduler: any MainScheduler { configuration.scheduler }
    var log: (any LoadLogging)? { configuration.log }
}
