import FeedAPI
import FeedCache
import FeedFeature
import FeedPresentation
import FeedTextUI
import Foundation

/// The composition root of feed-tty: the one place that knows every concrete type and every
/// queue. Swap an implementation (another HTTP client, another input, another output) here and
/// nowhere else.
@MainActor
public enum FeedTTYComposer {
    /// The app on the process's standard input and output.
    public static func makeApp(_ configuration: Configuration) -> FeedTTYApp {
        makeApp(configuration, input: StandardInputLineReader(), output: StandardOutput())
    }

    static func makeApp(_ configuration: Configuration, input: any InputLineReader, output: any TextOutput)
        -> FeedTTYApp
    {
        let style = TextStyle(usesColor: configuration.usesColor)
        let output = LineWrappingOutput(wrapping: output, width: configuration.columns)
        let log = configuration.log
        let client = configuration.httpClient
        let baseURL = configuration.baseURL
        // Feed, page and comments loads hold up scripted commands; image loads only the end.
        let activity = LoadActivityTracker()
        let imageActivity = LoadActivityTracker()
        let lastFeedLoad = LoadOutcomeRecorder()
        let cache = configuration.cache.map { cache in
            FeedCacheWorker(
                feedCache: LocalFeedLoader(store: cache.feedStore, currentDate: cache.currentDate),
                imageCache: LocalFeedImageDataLoader(store: cache.imageStore))
        }
        cache?.validate()

        let timeout = configuration.requestTimeout
        let feedLoader = PaginatedFeedLoader(
            baseURL: baseURL, client: client, timeout: timeout, activity: activity, log: log,
            onPage: { images in cache?.save(images) })
        let remoteFeedLoad: ResourceLoad<Paginated<FeedImage>> = feedLoader.loadFirstPage
        let feedLoad =
            cache.map { cache in activity.track(fallback(remoteFeedLoad, to: cache.feedLoad)) } ?? remoteFeedLoad
        let imageScheduler = ImageLoadScheduler(
            loader: MainQueueDispatchDecorator<any FeedImageDataLoader>(
                decoratee: RemoteLoaderFactory<Data>(client: configuration.imageHTTPClient ?? client)
            ),
            timeout: timeout
        )
        let endOfInputDeadline = scriptedRunDeadline(configuration, trackers: [activity, imageActivity])
        let app = FeedTTYApp(
            banner: configuration.isDemo ? [Notices.demoFeed(style: style)] : [],
            output: output,
            input: EndOfInputObservingDecorator(
                decoratee: MainQueueDispatchDecorator<any InputLineReader>(decoratee: input),
                onEndOfInput: { MainActor.assumeIsolated { endOfInputDeadline?.arm() } }),
            isInteractive: configuration.isInteractive,
            handlesSignals: configuration.handlesSignals,
            lastFeedLoad: lastFeedLoad,
            beforeExit: { cache?.finish() },
            makeCommentsScreen: { image in
                let remote = remoteCommentsLoad(of: image, baseURL: baseURL, client: client)
                let load = timeout.map { withDeadline($0, remote) } ?? remote
                return CommentsUIComposer.commentsComposedWith(
                    commentsLoader: activity.track(
                        log?.track("comments of \(image.id)", describing: { "\($0.count) comments" }, load) ?? load),
                    output: output,
                    style: style
                )
            },
            terminate: configuration.terminate
        )
        let feedScreen = FeedUIComposer.feedComposedWith(
            feedLoader: lastFeedLoad.track(feedLoad),
            imageLoader: { url in
                let remote: ResourceLoad<Data> = { completion in imageScheduler.load(url, completion: completion) }
                let load = cache.map { cache in fallback(cache.imageLoad(for: url), to: cache.caching(remote, for: url))
                }
                let what = "image \(url.absoluteString)"
                return imageActivity.track(
                    log?.track(what, describing: { "\($0.count) bytes" }, load ?? remote) ?? load ?? remote)
            },
            selection: { [weak app] image in app?.showComments(for: image) },
            output: output,
            style: style
        )
        let commandLoop = CommandLoop(
            output: output,
            style: style,
            isInteractive: configuration.isInteractive,
            perform: { [weak app] command in app?.perform(command) }
        )
        activity.onBusyChange = { [weak commandLoop] isBusy in commandLoop?.setBusy(isBusy) }
        imageActivity.onBusyChange = { [weak commandLoop] isBusy in commandLoop?.setBackgroundWork(isBusy) }
        app.attach(
            navigator: ScreenNavigator(root: feedScreen, output: output, style: style),
            commandLoop: commandLoop
        )
        return app
    }

    /// The comments of `image` from the API, delivered on the main queue; a failure at once when
    /// `baseURL` makes no request URL (`main.swift` refuses such a `--url`, so only a bug gets here).
    private static func remoteCommentsLoad(of image: FeedImage, baseURL: URL, client: any HTTPClient)
        -> ResourceLoad<[ImageComment]>
    {
        guard let url = ImageCommentsEndpoint.get(image.id).url(baseURL: baseURL) else {
            return failingLoad(URLError(.badURL))
        }
        let commentsLoader = MainQueueDispatchDecorator<any ImageCommentsLoader>(
            decoratee: RemoteLoader<[ImageComment]>(url: url, client: client))
        return { completion in
            let task = commentsLoader.loadComments(completion: completion)
            return { task.cancel() }
        }
    }
}

extension FeedTTYComposer {
    /// A script's run ends within one `--timeout` of its end of input; a person decides when to quit.
    private static func scriptedRunDeadline(_ configuration: Configuration, trackers: [LoadActivityTracker])
        -> EndOfInputDeadline?
    {
        guard !configuration.isInteractive, let timeout = configuration.requestTimeout else { return nil }
        return EndOfInputDeadline(seconds: timeout, trackers: trackers)
    }

    /// Chooses the language for everything the app says: the first of `identifiers` that is set
    /// (`--lang`, `LC_ALL`, `LC_MESSAGES`, `LANG`) names it; anything unsupported means English.
    public static func useLanguage(matching identifiers: [String?]) {
        Localization.use(Localization.language(matching: identifiers))
    }

    /// A client for the loaders that performs each request of `transport`, which blocks its
    /// caller, on a background queue.
    public nonisolated static func makeHTTPClient(performing transport: any BlockingHTTPClient) -> any HTTPClient {
        BackgroundQueueHTTPClientAdapter(transport)
    }
}
