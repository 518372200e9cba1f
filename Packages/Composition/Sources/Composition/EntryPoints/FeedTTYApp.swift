import FeedFeature
import FeedScreens
import ResourceLoading

/// The running app: its screens, the command loop and the input that drives them. It owns them
/// for as long as the process runs, acts on each command on the screen in front, and decides
/// the exit status when the user quits.
@MainActor
public final class FeedTTYApp {
    private let banner: [ScreenNotice]
    private let renderer: ScreenRenderer
    private let input: InputLineReader
    private let isInteractive: Bool
    private let signals: (any TerminationSignals)?
    private let lastFeedLoad: LoadOutcomeRecorder
    private let beforeExit: () -> Void
    private let makeCommentsScreen: (FeedImage, _ itemNumber: Int) -> ListScreen
    private let terminate: (Int32) -> Void
    // Made once the app exists: the feed screen and the command loop call back into it.
    private var navigator: ScreenNavigator?
    private var commandLoop: CommandLoop?
    private var isLeaving = false

    init(
        banner: [ScreenNotice],
        renderer: ScreenRenderer,
        input: InputLineReader,
        isInteractive: Bool,
        signals: (any TerminationSignals)?,
        lastFeedLoad: LoadOutcomeRecorder,
        beforeExit: @escaping () -> Void = {},
        makeCommentsScreen: @escaping (FeedImage, _ itemNumber: Int) -> ListScreen,
        makeNavigator: (FeedTTYApp) -> ScreenNavigator,
        makeCommandLoop: (FeedTTYApp) -> CommandLoop,
        terminate: @escaping (Int32) -> Void
    ) {
        self.banner = banner
        self.renderer = renderer
        self.input = input
        self.isInteractive = isInteractive
        self.signals = signals
        self.lastFeedLoad = lastFeedLoad
        self.beforeExit = beforeExit
        self.makeCommentsScreen = makeCommentsScreen
        self.terminate = terminate
        navigator = makeNavigator(self)
        commandLoop = makeCommandLoop(self)
    }

    public func start() {
        signals?.start { [weak self] exitStatus in self?.interrupt(exitStatus: exitStatus) }
        banner.forEach { renderer.render(.notice($0)) }
        navigator?.current.show()
        commandLoop?.start()
        input.start { [weak self] event in MainActor.assumeIsolated { self?.commandLoop?.receive(event) } }
    }

    func showComments(for image: FeedImage, item number: Int) {
        navigator?.push(makeCommentsScreen(image, number))
    }

    func perform(_ command: Command) {
        switch command {
        case .quit:
            quit()
        case .interrupt:
            interrupt(exitStatus: 130)  // 128 + SIGINT, as after Ctrl-C anywhere else
        default:
            navigator?.perform(command)
        }
    }

    var promptName: String? { navigator?.current.promptName }

    /// Ctrl-C or a termination request: leave as on `quit`, with the signal's exit status.
    func interrupt(exitStatus: Int32) {
        if isInteractive && !isLeaving { renderer.render(.interrupted) }
        leave(exitStatus: exitStatus)
    }

    /// A script learns from the exit status whether it got a feed; a person has read the error.
    private func quit() {
        leave(exitStatus: !isInteractive && lastFeedLoad.failed ? 1 : 0)
    }

    /// Once only, with the first reason given: hiding the screen cancels its loads, which can settle
    /// a script whose input has ended and make it quit, which must not turn a SIGTERM's 143 into 0.
    private func leave(exitStatus: Int32) {
        guard !isLeaving else { return }
        isLeaving = true
        navigator?.current.hide()
        beforeExit()
        terminate(exitStatus)
    }
}
