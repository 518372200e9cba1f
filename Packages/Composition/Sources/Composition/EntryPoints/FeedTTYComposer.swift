import FeedCache
import FeedFeature
import FeedScreens
import FeedTextUI
import ResourceLoading

/// The composition root of feed-tty, as the case study's scene delegate: the one place that knows
/// every concrete type and every queue. Each part it owns is made once, when first needed, with
/// everything it needs; the loads are recipes in `FeedLoads`. The app keeps the composer for as
/// long as it runs, as a UI framework keeps its scene delegate: the screens navigate through it.
@MainActor
public final class FeedTTYComposer {
    let configuration: Configuration
    private let input: Input
    private let output: any TextOutput

    /// The app reading commands from `input` and writing to `output`, both the app's choice
    /// (the process's standard input and output, or test doubles).
    public static func makeApp(_ configuration: Configuration, input: Input, output: any TextOutput) -> FeedTTYApp {
        FeedTTYComposer(configuration, input: input, output: output).makeApp()
    }

    init(_ configuration: Configuration, input: Input, output: any TextOutput) {
        self.configuration = configuration
        self.input = input
        self.output = output
    }

    private lazy var front: FrontComposer.ComposedFront = FrontComposer.makeFront(
        configuration, input: input, output: output)

    private lazy var cache: FeedCacheWorker? = makeCacheWorker(configuration.cache)

    /// Scripted commands wait for the feed, pages and comments; the end of a script waits for the
    /// images too.
    private(set) lazy var loads: FeedLoads = FeedLoads(
        configuration: configuration, cache: cache,
        activity: LoadActivityTracker(onBusyChange: { [commandLoop] in commandLoop.setBusy($0) }),
        imageActivity: LoadActivityTracker(onBusyChange: { [commandLoop] in commandLoop.setBackgroundWork($0) }))

    private lazy var navigator: ScreenNavigator = ScreenNavigator(root: makeFeedScreen(), renderer: front.renderer)

    private lazy var viewer: ItemPictureViewer = ItemPictureViewer(
        imageLoader: loads.makeLocalImageViewLoaderWithRemoteFallback, renderer: front.renderer)

    private lazy var session: AppSession = AppSession(
        navigator: navigator, renderer: front.renderer, isInteractive: configuration.isInteractive,
        lastFeedLoadFailed: { [lastFeedLoad = loads.lastFeedLoad] in lastFeedLoad.failed },
        beforeExit: { [cache, front] in
            cache?.finish()
            front.close()
        },
        terminate: configuration.terminate)

    /// Made before the session it hands commands to, which needs the loads that report to it.
    private lazy var commandLoop: CommandLoop = CommandLoop(
        renderer: front.renderer, isInteractive: configuration.isInteractive,
        keepsPromptShown: front.keepsPromptShown, promptName: { [weak self] in self?.session.promptName },
        perform: { [weak self] command in self?.session.perform(command) })

    private func makeApp() -> FeedTTYApp {
        FeedTTYApp(
            composer: self, banner: configuration.isDemo ? [.demoFeed] : [], renderer: front.renderer,
            navigator: navigator, commandLoop: commandLoop, input: makeInput(front.input),
            session: session, signals: configuration.signals)
    }

    /// `comments N`: the image's comments, over the screen in front.
    func showComments(for image: FeedImage, itemNumber: Int) {
        navigator.push(
            CommentsUIComposer.commentsComposedWith(
                commentsLoader: loads.makeCommentsLoader(for: image), item: (itemNumber, image),
                renderer: front.renderer))
    }

    /// `view N`: the image's picture at the terminal's size, under the screen in front.
    func showPicture(of image: FeedImage, itemNumber: Int, listCount: Int) {
        viewer.view(image, itemNumber: itemNumber, listCount: listCount)
    }

    /// A person gets each item with its picture when it comes quickly, and the text without waiting
    /// long when it does not; a script gets every item with its image's outcome, whatever the timing.
    private func makeFeedScreen() -> ListScreen {
        FeedUIComposer.feedComposedWith(
            feedLoader: loads.makeRemoteFeedLoaderWithLocalFallback(),
            imageLoader: loads.makeLocalImageLoaderWithRemoteFallback, imageScheduler: loads.imageScheduler,
            selection: { [weak self] in self?.showComments(for: $0, itemNumber: $1) },
            viewing: { [weak self] in self?.showPicture(of: $0, itemNumber: $1, listCount: $2) },
            currentDate: loads.currentDate,
            holdTimer: configuration.isInteractive
                ? RestartableTimer(seconds: Self.itemHoldSeconds, scheduler: configuration.scheduler) : nil,
            space: front.space, renderer: front.renderer)
    }
}
