import Composition
import FeedTextUI
import MainQueueTestSupport
import Synchronization

/// Stands in for the terminal in raw mode: the test presses keys when it likes.
final class TerminalInputReaderSpy: TerminalInputReader, Sendable {
    private let handler = Mutex<(@Sendable (TerminalInput) -> Void)?>(nil)

    func start(onInput: @escaping @Sendable (TerminalInput) -> Void) {
        handler.withLock { $0 = onInput }
    }

    func press(_ keys: String) {
        handler.withLock { $0 }?(.keys(Array(keys.utf8)))
    }
}
