import Dispatch
import Foundation

/// Turns SIGINT (Ctrl-C) and SIGTERM into calls on the main queue, so the app leaves the way it
/// does on `quit` (loads cancelled, output complete) instead of dying mid-line, and exits with the
/// conventional status: 128 + the signal number.
final class SignalWatcher {
    private var sources = [DispatchSourceSignal]()

    init(onSignal: @escaping @MainActor (_ exitStatus: Int32) -> Void) {
        // A closed pipe ends the process quietly, as it does any Unix filter (`feed-tty | head -1`),
        // even when the parent process started it with SIGPIPE ignored.
        signal(SIGPIPE, SIG_DFL)
        for signalNumber in [SIGINT, SIGTERM] {
            // The default action would end the process before the handler could run.
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated { onSignal(128 + signalNumber) }
            }
            source.resume()
            sources.append(source)
        }
    }

    deinit {
        sources.forEach { $0.cancel() }
    }
}
