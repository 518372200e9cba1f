import Foundation

/// The ways the process ends, each putting the terminal back as the shell had it: quit, Ctrl-D,
/// Ctrl-C, a signal, and the forced exit after one that the app did not act on in time (only a
/// `write` and a `tcsetattr`, both safe on that last path).
struct ProcessExit {
    let signals: SignalWatcher
    let terminate: (Int32) -> Void

    init(restoring terminal: LineEditorTerminalMode?) {
        let restoreTerminal: @Sendable () -> Void = { terminal?.giveBack() }
        signals = SignalWatcher(
            gracePeriod: .seconds(1),
            forceExit: { status in
                restoreTerminal()
                _exit(status)
            })
        terminate = { status in
            restoreTerminal()
            exit(status)
        }
    }
}
