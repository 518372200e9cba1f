import FeedCache
import FeedFeature
import FeedScreens
import FeedTextUI
import ResourceLoading

/// The composition root of feed-tty: the one place that knows every concrete type and every
/// queue. The loads are recipes in `FeedLoads`; this composes the front, the screens, the command
/// loop and the app around them.
@MainActor
public enum FeedTTYComposer {
    /// The app reading commands from `input` and writing to `output`, both the app's choice
    /// (the process's standard input and output, or test doubles).
    public static func makeApp(_ configuration: Configuration, input: Input, output: any TextOutput) -> FeedTTYApp {
        let front = makeFront(configuration, input: input, output: output)
        let cache = makeCacheWorker(configuration.cache)
        let loads = FeedLoads(configuration: configuration, cache: cache)
        let app = FeedTTYApp(
            banner: configuration.isDemo ? [.demoFeed] : [],
            renderer: front.renderer,
            input: makeInput(front.input, configuration: configuration, loads: loads),
            isInteractive: configuration.isInteractive,
            signals: configuration.signals,
            lastFeedLoad: loads.lastFeedLoad,
            beforeExit: {
                cache?.finish()
                front.close()
            },
            makeCommentsScreen: { image, itemNumber in
                CommentsUIComposer.commentsComposedWith(
                    commentsLoader: loads.makeCommentsLoader(for: image), item: (itemNumber, image),
                    renderer: front.renderer)
            },
            makeNavigator: { app in
                makeNavigator(
                    for: app, loads: loads, renderer: front.renderer, isInteractive: configuration.isInteractive)
            },
            makeCommandLoop: { app in makeCommandLoop(for: app, loads: loads, configuration, front: front) },
            terminate: configuration.terminate
        )
        return app
    }

    /// The feed screen at the root; opening an item's comments goes through the app. A person gets
    /// each item with its picture when it comes quickly, and the text without waiting long when it
    /// does not; a script gets every item with its image's outcome, whatever the timing.
    private static func makeNavigator(
        for app: FeedTTYApp, loads: FeedLoads, renderer: ScreenRenderer, isInteractive: Bool
    ) -> ScreenNavigator {
        let feedScreen = FeedUIComposer.feedComposedWith(
            feedLoader: loads.makeRemoteFeedLoaderWithLocalFallback(),
            imageLoader: loads.makeLocalImageLoaderWithRemoteFallback,
            imageScheduler: loads.imageScheduler,
            selection: { [weak app] image, number in app?.showComments(for: image, item: number) },
            currentDate: loads.currentDate,
            holdTimer: isInteractive ? MainQueueItemHoldTimer() : nil,
            renderer: renderer)
        return ScreenNavigator(root: feedScreen, renderer: renderer)
    }

    private static func makeCacheWorker(_ cache: Cache?) -> FeedCacheWorker? {
        let worker = cache.map { cache in
            FeedCacheWorker(
                feedCache: LocalFeedLoader(store: cache.feedStore, currentDate: cache.currentDate),
                imageCache: LocalFeedImageDataLoader(store: cache.imageStore))
        }
        worker?.validate()
        return worker
    }

    /// The front's input (delivered on the main queue): a script's end of input arms its one last
    /// deadline.
    private static func makeInput(_ input: any InputLineReader, configuration: Configuration, loads: FeedLoads)
        -> any InputLineReader
    {
        let deadline =
            configuration.isInteractive
            ? nil
            : configuration.requestTimeout.map { timeout in
                EndOfInputDeadline(seconds: timeout, trackers: [loads.activity, loads.imageActivity])
            }
        return EndOfInputObservingDecorator(
            decoratee: input, onEndOfInput: { MainActor.assumeIsolated { deadline?.arm() } })
    }

    /// Scripted commands wait for the feed, pages and comments; the end of a script waits for
    /// the images too.
    private static func makeCommandLoop(
        for app: FeedTTYApp, loads: FeedLoads, _ configuration: Configuration, front: ComposedFront
    ) -> CommandLoop {
        let commandLoop = CommandLoop(
            renderer: front.renderer, isInteractive: configuration.isInteractive,
            keepsPromptShown: front.keepsPromptShown, promptName: { [weak app] in app?.promptName },
            perform: { [weak app] command in app?.perform(command) })
        loads.activity.onBusyChange = { [weak commandLoop] isBusy in commandLoop?.setBusy(isBusy) }
        loads.imageActivity.onBusyChange = { [weak commandLoop] isBusy in commandLoop?.setBackgroundWork(isBusy) }
        return commandLoop
    }
}
