import Dispatch
import FeedTextUI
import Foundation

/// The keys typed at the terminal on standard input, read on a thread of its own as they come
/// (the terminal is in raw mode), the terminal's changes of size (SIGWINCH) and requests to stop
/// sent from elsewhere (SIGTSTP, `kill -TSTP`: caught while the line editor reads, so that the
/// terminal is put back before the process stops, as on Ctrl-Z). All arrive off the main queue;
/// the composition moves them there.
final class StandardInputKeyReader: TerminalInputReader {
    private var signalSources = [DispatchSourceSignal]()

    func start(onInput: @escaping @Sendable (TerminalInput) -> Void) {
        // SIGWINCH is ignored by default anyway; SIGTSTP would stop the process at once. Both are
        // set explicitly, as a dispatch signal source wants.
        for (signalNumber, input) in [(SIGWINCH, TerminalInput.resized), (SIGTSTP, .suspend)] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { onInput(input) }
            source.resume()
            signalSources.append(source)
        }

        let thread = Thread {
            var block = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(STDIN_FILENO, &block, block.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                onInput(.keys(Array(block[0..<count])))
            }
            onInput(.ended)
        }
        thread.name = "feed-tty.keys"
        thread.start()
    }
}
