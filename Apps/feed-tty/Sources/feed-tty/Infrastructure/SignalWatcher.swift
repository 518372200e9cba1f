import Composition
import Dispatch
import Foundation

/// Turns SIGINT (Ctrl-C), SIGTERM, SIGHUP (the terminal closed) and SIGQUIT (Ctrl-\) into calls on the main queue, so the app
/// leaves the way it does on `quit` (loads cancelled, output complete) instead of dying mid-line,
/// and exits with the conventional status: 128 + the signal number. SIGQUIT is caught too because
/// the Swift runtime would otherwise take it as a crash: it prints a backtrace of every thread and
/// leaves the process running but no longer reading commands.
///
/// The signals are caught off the main queue (`SignalRelay`): when the main queue is busy
/// (printing a page of 200,000 items), the orderly exit waits, and `forceExit` ends the process
/// once `gracePeriod` has passed. Everything on disk is written atomically, so a forced exit
/// leaves the cache as it was.
///
/// `main.swift` passes one in the configuration; tests of the app leave signals alone.
final class SignalWatcher: TerminationSignals {
    private let queue = DispatchQueue(label: "feed-tty.forced-exit")
    private let gracePeriod: DispatchTimeInterval
    private let forceExit: @Sendable (_ exitStatus: Int32) -> Void

    init(gracePeriod: DispatchTimeInterval, forceExit: @escaping @Sendable (_ exitStatus: Int32) -> Void) {
        self.gracePeriod = gracePeriod
        self.forceExit = forceExit
    }

    /// Starts catching the signals; `onSignal` gets 128 + the signal's number on the main queue.
    func start(onSignal: @escaping @MainActor (_ exitStatus: Int32) -> Void) {
        let (queue, gracePeriod, forceExit) = (queue, gracePeriod, forceExit)
        // A closed pipe ends the process quietly, as it does any Unix filter (`feed-tty | head -1`),
        // even when the parent process started it with SIGPIPE ignored.
        signal(SIGPIPE, SIG_DFL)
        for signalNumber in [SIGINT, SIGTERM, SIGQUIT, SIGHUP] {
            SignalRelay.shared.watch(signalNumber) {
                let exitStatus = 128 + signalNumber
                DispatchQueue.main.async { onSignal(exitStatus) }
                queue.asyncAfter(deadline: .now() + gracePeriod) { forceExit(exitStatus) }
            }
        }
    }
}
