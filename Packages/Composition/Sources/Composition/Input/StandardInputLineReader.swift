import FeedTextUI
import Foundation

/// Reads standard input on a thread of its own, a line at a time, then reports its end.
///
/// A blocking `readLine()` loop is used because, on Linux, a `FileHandle` readability handler and
/// a plain `DispatchSource` both miss end-of-file on fast pipes. Events arrive on this background
/// thread; decorate the reader with `MainQueueDispatchDecorator` before it reaches the UI.
final class StandardInputLineReader: InputLineReader {
    func start(onEvent: @escaping @Sendable (InputEvent) -> Void) {
        let thread = Thread {
            while let line = readLine(strippingNewline: true) {
                onEvent(.line(line))
            }
            onEvent(.endOfInput)
        }
        thread.name = "feed-tty.stdin"
        thread.start()
    }
}
