import FeedTextUI

/// Keys read from the terminal before the line editor started (while feed-tty was reading the
/// terminal's answers at start), delivered first, then the keys of the reader it wraps: what
/// the user typed ahead reaches the line editor, in order, as if it had come just now.
final class TypedAheadKeyReader: TerminalInputReader {
    private let typedAhead: [UInt8]
    private let reader: any TerminalInputReader

    init(typedAhead: [UInt8], reader: any TerminalInputReader) {
        self.typedAhead = typedAhead
        self.reader = reader
    }

    func start(onInput: @escaping @Sendable (TerminalInput) -> Void) {
        if !typedAhead.isEmpty { onInput(.keys(typedAhead)) }
        reader.start(onInput: onInput)
    }
}
