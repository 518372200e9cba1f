import FeedAPI
import FeedFeature
import FeedPresentation
import FeedTextUI
import Foundation

/// The composition root of feed-tty: the one place that knows every concrete type and every
/// queue. Swap an implementation (another HTTP client, another input, another output) here and
/// nowhere else.
@MainActor
public enum FeedTTYComposer {
    public struct Configuration {
        public var baseURL: URL
        public var httpClient: any HTTPClient
        public var isDemo: Bool
        public var isInteractive: Bool
        public var usesColor: Bool
        public var terminate: (Int32) -> Void

        public init(
            baseURL: URL,
            httpClient: any HTTPClient,
            isDemo: Bool,
            isInteractive: Bool,
            usesColor: Bool,
            terminate: @escaping (Int32) -> Void
        ) {
            self.baseURL = baseURL
            self.httpClient = httpClient
            self.isDemo = isDemo
            self.isInteractive = isInteractive
            self.usesColor = usesColor
            self.terminate = terminate
        }
    }

    /// The app on the process's standard input and output.
    public static func makeApp(_ configuration: Configuration) -> FeedTTYApp {
        makeApp(configuration, input: StandardInputLineReader(), output: StandardOutput())
    }

    static func makeApp(_ configuration: Configuration, input: any InputLineReader, output: any TextOutput)
        -> FeedTTYApp
    {
        let style = TextStyle(usesColor: configuration.usesColor)
        let activity = LoadActivityTracker()
        let imageActivity = LoadActivityTracker()
        let lastFeedLoad = LoadOutcomeRecorder()

        let remoteFeedLoader = MainQueueDispatchDecorator<any FeedLoader>(
            decoratee: RemoteLoader(
                url: FeedEndpoint.get().url(baseURL: configuration.baseURL),
                client: configuration.httpClient
            )
        )
        let imageScheduler = ImageLoadScheduler(
            loader: MainQueueDispatchDecorator<any FeedImageDataLoader>(
                decoratee: RemoteFeedImageDataLoader(client: configuration.httpClient)
            )
        )
        let feedScreen = FeedUIComposer.feedComposedWith(
            feedLoader: activity.track(
                lastFeedLoad.track { completion in
                    remoteFeedLoader.load(completion: completion)
                    return {}
                }),
            imageLoader: { url in
                imageActivity.track { completion in imageScheduler.load(url, completion: completion) }
            },
            output: output,
            style: style
        )
        let composedApp = FeedTTYApp(
            banner: configuration.isDemo ? [Notices.demoFeed(style: style)] : [],
            output: output,
            feedScreen: feedScreen,
            lastFeedLoad: lastFeedLoad,
            input: MainQueueDispatchDecorator<any InputLineReader>(decoratee: input),
            isInteractive: configuration.isInteractive,
            terminate: configuration.terminate
        )
        let commandLoop = CommandLoop(
            output: output,
            style: style,
            isInteractive: configuration.isInteractive,
            perform: { [weak composedApp] command in composedApp?.perform(command) }
        )
        activity.onBusyChange = { [weak commandLoop] isBusy in commandLoop?.setBusy(isBusy) }
        imageActivity.onBusyChange = { [weak commandLoop] isBusy in commandLoop?.setBackgroundWork(isBusy) }
        composedApp.attach(commandLoop)
        return composedApp
    }
}

extension FeedTTYComposer {
    /// The built-in demo feed: where it lives, and an HTTP client that serves it in-process.
    public static var demoBaseURL: URL { DemoFeedServer.baseURL }

    public static func makeDemoHTTPClient() -> any HTTPClient {
        DemoHTTPClient()
    }
}
