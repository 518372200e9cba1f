import FeedTextUI

/// What a terminal in raw mode sends: keys as bytes, a change of size, or its end.
public enum TerminalInput: Equatable, Sendable {
    case keys([UInt8])
    case resized
    case ended
}

/// Reads a terminal's keys for the line editor: infrastructure the process chooses. Its events may
/// arrive on any thread.
public protocol TerminalInputReader {
    func start(onInput: @escaping @Sendable (TerminalInput) -> Void)
}

/// A terminal the line editor drives, the history of earlier runs and where it is kept.
public struct LineEditingTerminal {
    public var reader: any TerminalInputReader
    public var history: CommandHistory
    public var saveHistory: (CommandHistory) -> Void

    public init(
        reader: any TerminalInputReader,
        history: CommandHistory = CommandHistory(),
        saveHistory: @escaping (CommandHistory) -> Void = { _ in }
    ) {
        self.reader = reader
        self.history = history
        self.saveHistory = saveHistory
    }
}
