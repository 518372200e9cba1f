public enum InputEvent: Equatable, Sendable {
    case line(String)
    /// A line longer than a command can be, dropped unread (its end included): a hint says so.
    case overlongLine
    /// Ctrl-C at the line editor, with nothing typed.
    case interrupt
    case endOfInput
}

/// A source of input lines. Declared here, implemented by the composition root, so this layer
/// never learns how (or on which thread) lines are read.
public protocol InputLineReader {
    func start(onEvent: @escaping @Sendable (InputEvent) -> Void)
}
