import FeedCache
import FeedFeature
import FeedScreens
import FeedTextUI
import ResourceLoading

/// The composition root of feed-tty, and the running app, as the case study's scene delegate: the
/// one place that knows every concrete type and every queue. Each part it owns (the screens, the
/// command loop, the input that drives it, the session that acts on its commands) is made once,
/// when first needed, with everything it needs; the loads are recipes in `FeedLoads`. The process
/// keeps it for as long as it runs: the screens navigate through it.
@MainActor
public final class FeedTTYComposer {
    let configuration: Configuration
    private let input: Input
    private let output: any TextOutput

    /// The app reading commands from `input` and writing to `output`, both the app's choice
    /// (the process's standard input and output, or test doubles).
    public static func makeApp(_ configuration: Configuration, input: Input, output: any TextOutput)
        -> FeedTTYComposer
    {
        FeedTTYComposer(configuration, input: input, output: output)
    }

    init(_ configuration: Configuration, input: Input, output: any TextOutput) {
        (self.configuration, self.input, self.output) = (configuration, input, output)
    }

    private(set) lazy var front = FrontComposer.makeFront(configuration, input: input, output: output)

    /// Validated as soon as it is made: an expired or unreadable copy is deleted.
    private lazy var cache: FeedCacheWorker? = configuration.cache.map { cache in
        let worker = FeedCacheWorker(
            feedCache: LocalFeedLoader(store: cache.feedStore, currentDate: cache.currentDate),
            imageCache: LocalFeedImageDataLoader(store: cache.imageStore, currentDate: cache.currentDate),
            queue: cache.queue)
        worker.validate()
        return worker
    }

    /// Scripted commands wait for the feed, pages and comments; the end of a script waits for the
    /// images too.
    private(set) lazy var loads: FeedLoads = FeedLoads(
        configuration: configuration, cache: cache,
        activity: LoadActivityTracker(onBusyChange: { [commandLoop] in commandLoop.setBusy($0) }),
        imageActivity: LoadActivityTracker(onBusyChange: { [commandLoop] in commandLoop.setBackgroundWork($0) }))

    private(set) lazy var feedScreen: ListScreen = makeFeedScreen()

    private(set) lazy var navigator: ScreenNavigator = ScreenNavigator(root: feedScreen, renderer: front.renderer)

    private lazy var viewer: ItemPictureViewer = ItemPictureViewer(
        imageLoader: loads.makeLocalImageViewLoaderWithRemoteFallback, renderer: front.renderer)

    private(set) lazy var session: AppSession = AppSession(
        navigator: navigator, renderer: front.renderer, isInteractive: configuration.isInteractive,
        lastFeedLoadFailed: { [lastFeedLoad = loads.lastFeedLoad] in lastFeedLoad.failed },
        beforeExit: { [cache, front] in
            cache?.finish()
            front.close()
        },
        terminate: configuration.terminate,
        setWatching: { [weak self] in self?.setWatching($0) })

    /// Made before the session it hands commands to, which needs the loads that report to it.
    private lazy var commandLoop: CommandLoop = CommandLoop(
        renderer: front.renderer, isInteractive: configuration.isInteractive,
        keepsPromptShown: front.keepsPromptShown, promptName: { [weak self] in self?.session.promptName },
        outlivesEndOfInput: { [weak self] in self?.loads.watch.isOn ?? false },
        perform: { [weak self] command in self?.session.perform(command) })

    private lazy var commandInput: any InputLineReader = makeInput(front.input)

    public func start() {
        configuration.signals?.start { [weak self] exitStatus in self?.interrupt(exitStatus: exitStatus) }
        if configuration.isDemo { front.renderer.render(.notice(.demoFeed)) }
        loads.watch.check = { [weak self] in self?.checkTheFeed() }
        navigator.current.show()
        if configuration.watches { setWatching(true) }
        commandLoop.start()
        commandInput.start(onEvent: MainQueue.onMainActor { [weak self] event in self?.commandLoop.receive(event) })
    }

    /// `comments N`: the image's comments, over the screen in front.
    func showComments(for image: FeedImage, itemNumber: Int) {
        sayIfNoLongerListed(image, itemNumber: itemNumber)
        navigator.push(
            CommentsUIComposer.commentsComposedWith(
                commentsLoader: loads.makeCommentsLoader(for: image), item: (itemNumber, image),
                server: configuration.serverName, renderer: front.renderer))
    }

    /// `view N`: the image's picture at the terminal's size, under the screen in front.
    func showPicture(of image: FeedImage, itemNumber: Int, listCount: Int) {
        sayIfNoLongerListed(image, itemNumber: itemNumber)
        viewer.view(image, itemNumber: itemNumber, listCount: listCount)
    }
}
