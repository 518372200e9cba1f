import FeedScreens
import ResourceLoading

/// The running app: its screens, the command loop, the input that drives it and the session that
/// acts on its commands. It owns them for as long as the process runs; everything it holds is made
/// before it, by `FeedTTYComposer`, which it keeps too: the screens navigate through it.
@MainActor
public final class FeedTTYApp {
    private let composer: FeedTTYComposer
    private let banner: [ScreenNotice]
    private let renderer: ScreenRenderer
    private let navigator: ScreenNavigator
    private let commandLoop: CommandLoop
    private let input: any InputLineReader
    private let session: AppSession
    private let signals: (any TerminationSignals)?

    init(
        composer: FeedTTYComposer, banner: [ScreenNotice], renderer: ScreenRenderer, navigator: ScreenNavigator,
        commandLoop: CommandLoop,
        input: any InputLineReader, session: AppSession, signals: (any TerminationSignals)?
    ) {
        self.composer = composer
        self.banner = banner
        self.renderer = renderer
        self.navigator = navigator
        self.commandLoop = commandLoop
        self.input = input
        self.session = session
        self.signals = signals
    }

    public func start() {
        signals?.start { [weak session] exitStatus in session?.interrupt(exitStatus: exitStatus) }
        banner.forEach { renderer.render(.notice($0)) }
        navigator.current.show()
        commandLoop.start()
        input.start(onEvent: MainQueue.onMainActor { [weak self] event in self?.commandLoop.receive(event) })
    }

    /// As the command loop would: for tests that drive the app as a whole.
    func perform(_ command: Command) { session.perform(command) }

    func interrupt(exitStatus: Int32) { session.interrupt(exitStatus: exitStatus) }
}
