/// Passes a reader's events on unchanged, and calls `onEndOfInput` as the end of input goes by.
/// Wrap a reader that delivers on the main queue: `onEndOfInput` runs where events arrive. Not a
/// decorator of the composition: a reader that watches its events go by.
public final class EndOfInputObservingReader: InputLineReader {
    private let reader: any InputLineReader
    private let onEndOfInput: @Sendable () -> Void

    public init(reader: any InputLineReader, onEndOfInput: @escaping @Sendable () -> Void) {
        self.reader = reader
        self.onEndOfInput = onEndOfInput
    }

    public func start(onEvent: @escaping @Sendable (InputEvent) -> Void) {
        reader.start { [onEndOfInput] event in
            if event == .endOfInput { onEndOfInput() }
            onEvent(event)
        }
    }
}
