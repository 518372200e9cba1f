import FeedScreens
import FeedTextUI
import MainQueueTestSupport
import Synchronization

/// Stands in for standard input: the test types lines and closes the input when it likes.
final class InputLineReaderSpy: InputLineReader, Sendable {
    private let handler = Mutex<(@Sendable (InputEvent) -> Void)?>(nil)

    func start(onEvent: @escaping @Sendable (InputEvent) -> Void) {
        handler.withLock { $0 = onEvent }
    }

    func type(_ line: String) {
        send(.line(line))
    }

    func close() {
        send(.endOfInput)
    }

    private func send(_ event: InputEvent) {
        handler.withLock { $0 }?(event)
    }
}
