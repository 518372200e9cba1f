/// What the command loop's commands do: act on the screen in front, or leave the app, with the
/// exit status the way out calls for.
public final class AppSession {
    private let navigator: ScreenNavigator
    private let renderer: ScreenRenderer
    private let isInteractive: Bool
    private let lastFeedLoadFailed: () -> Bool
    private let beforeExit: () -> Void
    private let terminate: (Int32) -> Void
    private let setWatching: (Bool) -> Void
    private var isLeaving = false

    /// `lastFeedLoadFailed` says whether the last load of the feed failed, for a script's exit status;
    /// `setWatching` turns the feed's watch on (`watch`) or off (`unwatch`).
    public init(
        navigator: ScreenNavigator, renderer: ScreenRenderer, isInteractive: Bool,
        lastFeedLoadFailed: @escaping () -> Bool, beforeExit: @escaping () -> Void,
        terminate: @escaping (Int32) -> Void, setWatching: @escaping (Bool) -> Void = { _ in }
    ) {
        self.setWatching = setWatching
        self.navigator = navigator
        self.renderer = renderer
        self.isInteractive = isInteractive
        self.lastFeedLoadFailed = lastFeedLoadFailed
        self.beforeExit = beforeExit
        self.terminate = terminate
    }

    public var promptName: String? { navigator.current.promptName }

    public func perform(_ command: Command) {
        switch command {
        case .quit:
            quit()
        case .interrupt:
            interrupt(exitStatus: 130)  // 128 + SIGINT, as after Ctrl-C anywhere else
        case .watch:
            setWatching(true)
        case .unwatch:
            setWatching(false)
        default:
            navigator.perform(command)
        }
    }

    /// Ctrl-C or a termination request: leave as on `quit`, with the signal's exit status.
    public func interrupt(exitStatus: Int32) {
        if isInteractive && !isLeaving { renderer.render(.interrupted) }
        leave(exitStatus: exitStatus)
    }

    /// A script learns from the exit status whether it got a feed; a person has read the error.
    private func quit() {
        leave(exitStatus: !isInteractive && lastFeedLoadFailed() ? 1 : 0)
    }

    /// Once only, with the first reason given: hiding the screen cancels its loads, which can settle
    /// a script whose input has ended and make it quit, which must not turn a SIGTERM's 143 into 0.
    private func leave(exitStatus: Int32) {
        guard !isLeaving else { return }
        isLeaving = true
        navigator.current.hide()
        beforeExit()
        terminate(exitStatus)
    }
}
