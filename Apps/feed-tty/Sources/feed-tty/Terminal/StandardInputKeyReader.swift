import Dispatch
import FeedTextUI
import Foundation

/// The keys typed at the terminal on standard input, read on a thread of its own as they come
/// (the terminal is in raw mode), the terminal's changes of size (SIGWINCH) and requests to stop
/// sent from elsewhere (SIGTSTP, `kill -TSTP`: caught while the line editor reads, so that the
/// terminal is put back before the process stops, as on Ctrl-Z). All arrive off the main queue;
/// the composition moves them there.
final class StandardInputKeyReader: TerminalInputReader {
    func start(onInput: @escaping @Sendable (TerminalInput) -> Void) {
        // SIGTSTP would stop the process at once; here the line editor puts the terminal back first.
        SignalRelay.shared.watch(SIGWINCH) { onInput(.resized) }
        SignalRelay.shared.watch(SIGTSTP) { onInput(.suspend) }

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
