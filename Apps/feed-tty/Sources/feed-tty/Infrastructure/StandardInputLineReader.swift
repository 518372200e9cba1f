import FeedScreens
import Foundation

/// Reads standard input on a thread of its own, a line at a time, then reports its end.
///
/// A blocking `read` loop is used because, on Linux, a `FileHandle` readability handler and a
/// plain `DispatchSource` both miss end-of-file on fast pipes. It reads in fixed-size blocks and
/// lets `InputLineSplitter` drop overlong lines as they arrive, so a 50 MB line costs no more
/// memory than a short one. Events arrive on this background thread; decorate the reader with
/// `MainQueueDispatchDecorator` before it reaches the UI.
final class StandardInputLineReader: InputLineReader {
    init() {}

    func start(onEvent: @escaping @Sendable (InputEvent) -> Void) {
        let thread = Thread {
            var splitter = InputLineSplitter()
            var block = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = read(STDIN_FILENO, &block, block.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                splitter.append(block[0..<count], onEvent: onEvent)
            }
            splitter.finish(onEvent: onEvent)
            onEvent(.endOfInput)
        }
        thread.name = "feed-tty.stdin"
        thread.start()
    }
}
