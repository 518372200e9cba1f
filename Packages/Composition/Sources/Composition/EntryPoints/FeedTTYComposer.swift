import FeedFeature
import FeedScreens
import FeedTextUI
import ResourceLoading

/// The composition root of feed-tty, and the running app, as the case study's scene delegate: the
/// one place that knows every concrete type and every queue. Its parts are made once, in `init`, in
/// the order they read there, each with everything it needs; the loads are recipes in `FeedLoads`.
/// The process keeps it for as long as it runs: the screens navigate through it.
@MainActor
public final class FeedTTYComposer {
    let configuration: Configuration
    let front: FrontComposer.ComposedFront
    private let cache: FeedCacheWorker?
    private let commandLoop: CommandLoop
    let loads: FeedLoads
    let feedScreen: ListScreen
    let navigator: ScreenNavigator
    private let viewer: ItemPictureViewer
    let session: AppSession
    private let commandInput: any InputLineReader

    /// The app reading commands from `input` and writing to `output`, both the app's choice
    /// (the process's standard input and output, or test doubles). The parts that act on the
    /// composer (an item opened, the watch turned on) and on the session made after them (the
    /// command loop hands it each command) reach them through `composer`, set once all are made.
    public init(_ configuration: Configuration, input: Input, output: any TextOutput) {
        weak var composer: FeedTTYComposer?
        self.configuration = configuration
        front = FrontComposer.makeFront(configuration, input: input, output: output)
        cache = Self.makeCache(configuration.cache)
        commandLoop = CommandLoop(
            renderer: front.renderer, isInteractive: configuration.isInteractive,
            keepsPromptShown: front.keepsPromptShown, promptName: { composer?.session.promptName },
            outlivesEndOfInput: { composer?.loads.watch.isOn ?? false },
            perform: { command in composer?.session.perform(command) })
        // Scripted commands wait for the feed, pages and comments; the end of a script waits for
        // the images too.
        loads = FeedLoads(
            configuration: configuration, cache: cache,
            activity: LoadActivityTracker(onBusyChange: { [commandLoop] in commandLoop.setBusy($0) }),
            imageActivity: LoadActivityTracker(onBusyChange: { [commandLoop] in commandLoop.setBackgroundWork($0) }))
        feedScreen = Self.makeFeedScreen(configuration, loads: loads, front: front, composer: { composer })
        navigator = ScreenNavigator(root: feedScreen, renderer: front.renderer)
        viewer = ItemPictureViewer(makePictureLoad: loads.makePictureLoad, renderer: front.renderer)
        session = AppSession(
            navigator: navigator, renderer: front.renderer, isInteractive: configuration.isInteractive,
            lastFeedLoadFailed: { [lastFeedLoad = loads.lastFeedLoad] in lastFeedLoad.failed },
            beforeExit: { [cache, front] in
                cache?.finish()
                front.close()
            },
            terminate: configuration.terminate,
            setWatching: { composer?.setWatching($0) })
        commandInput = Self.makeInput(front.input, configuration, loads: loads)
        composer = self
    }

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
                commentsLoad: loads.makeCommentsLoad(for: image), item: (itemNumber, image),
                server: configuration.serverName, renderer: front.renderer))
    }

    /// `view N`: the image's picture at the terminal's size, under the screen in front.
    func showPicture(of image: FeedImage, itemNumber: Int, listCount: Int) {
        sayIfNoLongerListed(image, itemNumber: itemNumber)
        viewer.view(image, itemNumber: itemNumber, listCount: listCount)
    }
}
