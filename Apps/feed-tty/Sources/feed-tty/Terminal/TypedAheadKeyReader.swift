import FeedTextUI

/// Keys read from the terminal before the line editor started (while feed-tty was reading the
/// terminal's answers at start), delivered first, then the keys of the reader it decorates: what
/// the user typed ahead reaches the line editor, in order, as if it had come just now.
final class TypedAheadKeyReader: TerminalInputReader {
    private let typedAhead: [UInt8]
    private let decoratee: any TerminalInputReader

    init(typedAhead: [UInt8], decoratee: any TerminalInputReader) {
        self.typedAhead = typedAhead
        self.decoratee = decoratee
    }

    func start(onInput: @escaping @Sendable (TerminalInput) -> Void) {
        if !typedAhead.isEmpty { onInput(.keys(typedAhead)) }
        decoratee.start(onInput: onInput)
    }
}
