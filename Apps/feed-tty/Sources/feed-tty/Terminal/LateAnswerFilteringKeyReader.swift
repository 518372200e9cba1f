import FeedTextUI

/// The keys of the reader it wraps without the terminal's answers to the questions asked at
/// start, for when the wait for them gave up first (a slow terminal, a link with a long round
/// trip): answers that come late are dropped, not typed into the line editor's line.
///
/// Each piece of input is read on its own, as the terminal sends it: a terminal writes its answers
/// at once, so they come whole. Only whole answers are taken out, and no key sends one (kitty's
/// answer, device attributes, window reports), so keys pass unchanged, a lone Esc included.
final class LateAnswerFilteringKeyReader: TerminalInputReader {
    private let reader: any TerminalInputReader

    init(reader: any TerminalInputReader) {
        self.reader = reader
    }

    func start(onInput: @escaping @Sendable (TerminalInput) -> Void) {
        reader.start { input in
            guard case let .keys(bytes) = input else { return onInput(input) }
            let reply = TerminalGraphicsReplyParser.parse(bytes)
            let keys = reply.typedAhead + reply.unfinished
            if !keys.isEmpty { onInput(.keys(keys)) }
        }
    }
}
