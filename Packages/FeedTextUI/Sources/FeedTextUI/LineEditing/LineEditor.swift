/// The interactive prompt's line editor: the text being typed, the cursor, the history and Tab
/// completion of commands, as the keys of a terminal in raw mode drive them (Emacs-style keys, as
/// in a shell). Pure logic: `PromptRenderer` turns its state into bytes, and the caller does the
/// reading and the writing.
public struct LineEditor: Sendable {
    /// The words Tab completes (the first word of the line).
    public var commands: [String]
    public private(set) var history: CommandHistory
    private var buffer = LineBuffer()
    private var browsing = HistoryBrowsing()
    /// Whether the candidates of the line as it stands have been listed: as in readline, another
    /// Tab lists them again only once a key has changed the line.
    private var listedCandidates = false

    public init(history: CommandHistory = CommandHistory(), commands: [String] = []) {
        self.history = history
        self.commands = commands
    }

    public var text: String { buffer.text }
    /// The cursor's position in `text`, in characters.
    public var cursor: Int { buffer.cursor }

    public mutating func handle(_ key: Key) -> LineEditOutcome {
        if key != .tab { listedCandidates = false }
        switch key {
        case .text(let typed): return edit { $0.insert(LineEditor.printable(typed)) }
        case .paste(let pasted): return edit { $0.insert(LineEditor.printable(pasted)) }
        case .enter: return submit()
        case .tab: return complete()
        case .backspace: return edit { $0.deleteBackward() }
        case .delete: return edit { $0.deleteForward() }
        case .control(.d) where buffer.characters.isEmpty: return .endOfInput
        case .control(.d): return edit { $0.deleteForward() }
        case .left, .control(.b): return edit { $0.move(to: $0.cursor - 1) }
        case .right, .control(.f): return edit { $0.move(to: $0.cursor + 1) }
        case .home, .control(.a): return edit { $0.move(to: 0) }
        case .end, .control(.e): return edit { $0.move(to: $0.characters.count) }
        case .control(.k): return edit { $0.killToEnd() }
        case .control(.u): return edit { $0.killToStart() }
        case .control(.w): return edit { $0.deletePreviousWord() }
        case .up: return recall(browsing.older(in: history, replacing: text))
        case .down: return recall(browsing.newer(in: history))
        case .control(.c): return interrupt()
        case .control(.l): return .clearScreen
        case .control(.z): return .suspend
        }
    }

    private mutating func edit(_ change: (inout LineBuffer) -> Bool) -> LineEditOutcome {
        change(&buffer) ? .edited : .none
    }

    private mutating func submit() -> LineEditOutcome {
        let line = text
        history.add(line)
        (buffer, browsing) = (LineBuffer(), HistoryBrowsing())
        return .submitted(line)
    }

    private mutating func interrupt() -> LineEditOutcome {
        let hadText = !buffer.characters.isEmpty
        (buffer, browsing) = (LineBuffer(), HistoryBrowsing())
        return .interrupt(hadText: hadText)
    }

    private mutating func recall(_ line: String?) -> LineEditOutcome {
        guard let line else { return .none }
        buffer = LineBuffer(line)
        return .edited
    }

    private mutating func complete() -> LineEditOutcome {
        let beforeCursor = buffer.characters[..<buffer.cursor]
        let wordStart = beforeCursor.firstIndex { !$0.isWhitespace } ?? beforeCursor.endIndex
        let word = String(beforeCursor[wordStart...])
        guard !word.contains(where: \.isWhitespace), let result = CommandCompletion.complete(word, among: commands)
        else { return .none }
        let before = buffer
        buffer.replaceBeforeCursor(from: wordStart, with: result.completion)
        guard result.candidates.count == 1 else {
            defer { listedCandidates = true }
            return listedCandidates ? .none : .candidates(result.candidates)
        }
        let atSpace = buffer.cursor < buffer.characters.count && buffer.characters[buffer.cursor] == " "
        _ = atSpace ? buffer.move(to: buffer.cursor + 1) : buffer.insert(" ")
        return buffer == before ? .none : .edited
    }

    /// Typed or pasted text as one line: line breaks and tabs become spaces, other control and
    /// bidirectional formatting characters visible stand-ins (a paste can hold anything).
    private static func printable(_ text: String) -> String {
        TerminalTextSanitizer.sanitize(String(text.map { $0 == "\r\n" ? "\n" : $0 }))
    }
}
