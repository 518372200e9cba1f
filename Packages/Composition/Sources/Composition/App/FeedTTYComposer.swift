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
        public var input: any InputLineReader
        public var output: any TextOutput
        public var isInteractive: Bool
        public var style: TextStyle
        public var banner: [String]
        public var terminate: (Int32) -> Void

        public init(
            baseURL: URL,
            httpClient: any HTTPClient,
            input: any InputLineReader,
            output: any TextOutput,
            isInteractive: Bool,
            style: TextStyle,
            banner: [String] = [],
            terminate: @escaping (Int32) -> Void
        ) {
            self.baseURL = baseURL
            self.httpClient = httpClient
            self.input = input
            self.output = output
            self.isInteractive = isInteractive
            self.style = style
            self.banner = banner
            self.terminate = terminate
        }
    }

    public static func makeApp(_ configuration: Configuration) -> FeedTTYApp {
        let activity = LoadActivityTracker()
        let lastFeedLoad = LoadOutcomeRecorder()

        let remoteFeedLoader = MainQueueDispatchDecorator<any FeedLoader>(
            decoratee: RemoteLoader(
                url: FeedEndpoint.get().url(baseURL: configuration.baseURL),
                client: configuration.httpClient
            )
        )
        let feedScreen = FeedUIComposer.feedComposedWith(
            feedLoader: activity.track(lastFeedLoad.track { completion in remoteFeedLoader.load(completion: completion) }),
            output: configuration.output,
            style: configuration.style
        )
        let composedApp = FeedTTYApp(
            banner: configuration.banner,
            output: configuration.output,
            feedScreen: feedScreen,
            lastFeedLoad: lastFeedLoad,
            input: MainQueueDispatchDecorator<any InputLineReader>(decoratee: configuration.input),
            isInteractive: configuration.isInteractive,
            terminate: configuration.terminate
        )
        let commandLoop = CommandLoop(
            output: configuration.output,
            style: configuration.style,
            isInteractive: configuration.isInteractive,
            perform: { [weak composedApp] command in composedApp?.perform(command) }
        )
        activity.onBusyChange = { [weak commandLoop] isBusy in commandLoop?.setBusy(isBusy) }
        composedApp.attach(commandLoop)
        return composedApp
    }

    /// Lines typed or piped into the process, read on a background thread.
    public static func makeStandardInput() -> any InputLineReader {
        StandardInputLineReader()
    }
}
