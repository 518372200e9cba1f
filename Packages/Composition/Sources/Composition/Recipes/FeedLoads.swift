import FeedAPI
import FeedFeature
import Foundation
import ResourceLoading

/// The loads the screens are given, each a recipe of a loader and its decorators, stacked in one
/// order for every kind of load, innermost first: the loader on the main queue, the deadline, the
/// cache, the log, decoding, the count. docs/decorators-and-threading.md says why, once; the
/// recipes are in `FeedLoads+Feed`, `FeedLoads+Images` and `FeedLoads+Comments`.
@MainActor
final class FeedLoads {
    /// Feed, page and comments loads hold up scripted commands; image loads only the end.
    let activity: LoadActivityTracker
    let imageActivity: LoadActivityTracker
    let lastFeedLoad = LoadOutcomeRecorder()

    let configuration: FeedTTYComposer.Configuration
    let cache: FeedCacheWorker?
    /// The most images a page holds: the endpoint's `limit`.
    let pageSize: Int

    init(
        configuration: FeedTTYComposer.Configuration, cache: FeedCacheWorker?,
        activity: LoadActivityTracker = LoadActivityTracker(),
        imageActivity: LoadActivityTracker = LoadActivityTracker(), pageSize: Int = FeedEndpoint.pageSize
    ) {
        self.configuration = configuration
        self.cache = cache
        self.activity = activity
        self.imageActivity = imageActivity
        self.pageSize = pageSize
    }

    /// 64 images at a time, each with its stack; the rest wait in screen order, as places in a queue.
    private(set) lazy var imageScheduler = LoadScheduler(maxConcurrentLoads: 64, activity: imageActivity)
    /// At most six image requests at a time, as many as the transport keeps connections per host.
    let networkPlaces = LoadScheduler(maxConcurrentLoads: 6)
    private(set) lazy var imageLoader = MainQueueDispatchDecorator<any FeedImageDataLoader>(
        decoratee: RemoteLoaderFactory<Data>(client: configuration.imageHTTPClient ?? configuration.httpClient))
    /// Thumbnails are drawn off the main queue, one at a time.
    let thumbnailQueue = DispatchQueue(label: "feed-tty.thumbnails", qos: .userInitiated)

    /// The clock that ages the offline cache: how old the screen says its copy is.
    var currentDate: @Sendable () -> Date { configuration.cache?.currentDate ?? Date.init }
    var timeout: TimeInterval? { configuration.requestTimeout }
    var scheduler: any MainScheduler { configuration.scheduler }
    var log: (any LoadLogging)? { configuration.log }
}
