import FeedCache
import FeedFeature
import FeedScreens
import FeedTextUI
import ResourceLoading

/// The composition root of feed-tty: the one place that knows every concrete type and every
/// queue. The loads are recipes in `FeedLoads`; this composes the front, the screens, the command
/// loop and the app around them, each made before what needs it.
@MainActor
public enum FeedTTYComposer {
    /// The app reading commands from `input` and writing to `output`, both the app's choice
    /// (the process's standard input and output, or test doubles).
    public static func makeApp(_ configuration: Configuration, input: Input, output: any TextOutput) -> FeedTTYApp {
        let front = FrontComposer.makeFront(configuration, input: input, output: output)
        let cache = makeCacheWorker(configuration.cache)
        let loads = FeedLoads(configuration: configuration, cache: cache)
        let comments = SelectionRoute<(image: FeedImage, itemNumber: Int)> { image, itemNumber in
            CommentsUIComposer.commentsComposedWith(
                commentsLoader: loads.makeCommentsLoader(for: image), item: (itemNumber, image),
                renderer: front.renderer)
        }
        let viewer = ItemPictureViewer(
            imageLoader: loads.makeLocalImageViewLoaderWithRemoteFallback, renderer: front.renderer)
        let navigator = ScreenNavigator(
            root: makeFeedScreen(
                loads, selection: { comments.show(($0, $1)) },
                viewing: { viewer.view($0, itemNumber: $1, listCount: $2) }, front: front, configuration),
            renderer: front.renderer)
        comments.navigator = navigator
        let session = AppSession(
            navigator: navigator, renderer: front.renderer, isInteractive: configuration.isInteractive,
            lastFeedLoadFailed: { [lastFeedLoad = loads.lastFeedLoad] in lastFeedLoad.failed },
            beforeExit: {
                cache?.finish()
                front.close()
            },
            terminate: configuration.terminate)
        let commandLoop = CommandLoop(
            renderer: front.renderer, isInteractive: configuration.isInteractive,
            keepsPromptShown: front.keepsPromptShown, promptName: { [weak session] in session?.promptName },
            perform: { [weak session] command in session?.perform(command) })
        // Scripted commands wait for the feed, pages and comments; the end of a script waits for
        // the images too.
        loads.activity.onBusyChange = { [weak commandLoop] isBusy in commandLoop?.setBusy(isBusy) }
        loads.imageActivity.onBusyChange = { [weak commandLoop] isBusy in commandLoop?.setBackgroundWork(isBusy) }
        return FeedTTYApp(
            banner: configuration.isDemo ? [.demoFeed] : [], renderer: front.renderer, navigator: navigator,
            commandLoop: commandLoop, input: makeInput(front.input, configuration: configuration, loads: loads),
            session: session, signals: configuration.signals)
    }

    /// How long a list at a terminal holds an item whose picture is still loading: a thumbnail from
    /// a near server comes within it, and about a second is as long as a person waits without
    /// losing the thread. Then the item is shown with rows kept for its picture, which is drawn
    /// there when it comes; the list goes on only as far as the screen keeps those rows, for at
    /// most `ListScreen.maxRoomWaits` such holds.
    static let itemHoldSeconds = 0.75

    /// A person gets each item with its picture when it comes quickly, and the text without waiting
    /// long when it does not; a script gets every item with its image's outcome, whatever the timing.
    private static func makeFeedScreen(
        _ loads: FeedLoads, selection: @escaping @MainActor (FeedImage, Int) -> Void,
        viewing: @escaping @MainActor (FeedImage, Int, Int) -> Void, front: FrontComposer.ComposedFront,
        _ configuration: Configuration
    ) -> ListScreen {
        FeedUIComposer.feedComposedWith(
            feedLoader: loads.makeRemoteFeedLoaderWithLocalFallback(),
            imageLoader: loads.makeLocalImageLoaderWithRemoteFallback, imageScheduler: loads.imageScheduler,
            selection: selection, viewing: viewing, currentDate: loads.currentDate,
            holdTimer: configuration.isInteractive
                ? RestartableTimer(seconds: itemHoldSeconds, scheduler: configuration.scheduler) : nil,
            space: front.space,
            renderer: front.renderer)
    }

    private static func makeCacheWorker(_ cache: Cache?) -> FeedCacheWorker? {
        let worker = cache.map { cache in
            FeedCacheWorker(
                feedCache: LocalFeedLoader(store: cache.feedStore, currentDate: cache.currentDate),
                imageCache: LocalFeedImageDataLoader(store: cache.imageStore), queue: cache.queue)
        }
        worker?.validate()
        return worker
    }

    /// The front's input (delivered on the main queue): a script's end of input arms its one last
    /// deadline.
    private static func makeInput(_ input: any InputLineReader, configuration: Configuration, loads: FeedLoads)
        -> any InputLineReader
    {
        let deadline = configuration.requestTimeout.flatMap { timeout in
            configuration.isInteractive
                ? nil
                : EndOfInputDeadline(
                    seconds: timeout, trackers: [loads.activity, loads.imageActivity], scheduler: loads.scheduler)
        }
        let arm = MainQueue.onMainActor { (_: InputEvent) in deadline?.arm() }
        return EndOfInputObservingDecorator(decoratee: input, onEndOfInput: { arm(.endOfInput) })
    }
}
