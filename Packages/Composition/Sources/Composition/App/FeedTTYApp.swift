import FeedFeature
import FeedScreens

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
    private let makeCommentsScreen: (FeedImage) -> ListScreen
    private let terminate: (Int32) -> Void
    // Made by the init's factories once the app exists: the feed screen and the command loop
    // call back into it.
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
        makeCommentsScreen: @escaping (FeedImage) -> ListScreen,
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
        input.start { [weak self] event in
            MainActor.assumeIsolated {
                self?.commandLoop?.receive(event)
            }
        }
    }

    func showComments(for image: FeedImage) {
        navigator?.push(makeCommentsScreen(image))
    }

    func perform(_ command: Command) {
        guard let navigator else { return }
        switch command {
        case .refresh:
            navigator.current.refresh()
        case .more:
            navigator.current.loadMore()
        case let .comments(number):
            navigator.current.select(number: number)
        case .back:
            navigator.back()
        case let .retry(number):
            navigator.current.retry(number: number)
        case .help:
            break
        case .quit:
            quit()
        }
    }

    /// Ctrl-C or a termination request: leave as on `quit`, with the signal's exit status.
    func interrupt(exitStatus: Int32) {
        if isInteractive && !isLeaving { renderer.render(.interrupted) }
        leave(exitStatus: exitStatus)
    }

    /// A script learns from the exit status whether it got a feed; a person at a terminal has
    /// already read the error, so quitting is then a success.
    private func quit() {
        leave(exitStatus: !isInteractive && lastFeedLoad.failed ? 1 : 0)
    }

    /// Once only, and with the first reason given: hiding the screen cancels its loads, which can
    /// settle a script whose input has ended and make it quit, and that must not turn a SIGTERM's
    /// 143 into a 0.
    private func leave(exitStatus: Int32) {
        guard !isLeaving else { return }
        isLeaving = true
        navigator?.current.hide()
        beforeExit()
        terminate(exitStatus)
    }
}
