import Composition
import Dispatch
import Foundation

/// The keys typed at the terminal on standard input, read on a thread of its own as they come
/// (the terminal is in raw mode), and the terminal's changes of size (SIGWINCH). Both arrive off
/// the main queue; the composition moves them there.
final class StandardInputKeyReader: TerminalInputReader {
    private var resizes: DispatchSourceSignal?

    func start(onInput: @escaping @Sendable (TerminalInput) -> Void) {
        // Ignored by default anyway; set explicitly, as a dispatch signal source wants.
        signal(SIGWINCH, SIG_IGN)
        let resizes = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global())
        resizes.setEventHandler { onInput(.resized) }
        resizes.resume()
        self.resizes = resizes

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
