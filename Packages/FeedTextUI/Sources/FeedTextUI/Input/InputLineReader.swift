public enum InputEvent: Equatable, Sendable {
    case line(String)
    case endOfInput
}

/// A source of input lines. Declared here, implemented by the composition root, so this layer
/// never learns how (or on which thread) lines are read.
public protocol InputLineReader {
    func start(onEvent: @escaping @Sendable (InputEvent) -> Void)
}
