/// What a terminal in raw mode sends: keys as bytes, a change of size, a request to stop from
/// elsewhere (SIGTSTP: `kill -TSTP`, which Ctrl-Z sends only outside raw mode), or its end.
public enum TerminalInput: Equatable, Sendable {
    case keys([UInt8])
    case resized
    case suspend
    case ended
}

/// Reads a terminal's keys for the line editor: infrastructure the process chooses. Its events may
/// arrive on any thread.
public protocol TerminalInputReader {
    func start(onInput: @escaping @Sendable (TerminalInput) -> Void)
}
