/// Passes a reader's events on unchanged, and calls `onEndOfInput` as the end of input goes by.
/// Decorate a reader that delivers on the main queue: `onEndOfInput` runs where events arrive.
public final class EndOfInputObservingDecorator: InputLineReader {
    private let decoratee: any InputLineReader
    private let onEndOfInput: @Sendable () -> Void

    public init(decoratee: any InputLineReader, onEndOfInput: @escaping @Sendable () -> Void) {
        self.decoratee = decoratee
        self.onEndOfInput = onEndOfInput
    }

    public func start(onEvent: @escaping @Sendable (InputEvent) -> Void) {
        decoratee.start { [onEndOfInput] event in
            if event == .endOfInput { onEndOfInput() }
            onEvent(event)
        }
    }
}
