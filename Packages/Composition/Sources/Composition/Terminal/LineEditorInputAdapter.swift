import FeedScreens
import FeedTextUI

/// The command loop's input at a terminal: the keys a reader delivers on the main queue, turned
/// into lines by the interactive prompt, which also follows the terminal's size.
@MainActor
final class LineEditorInputAdapter: InputLineReader {
    private let reader: any TerminalInputReader
    private let prompt: InteractivePrompt

    init(reader: any TerminalInputReader, prompt: InteractivePrompt) {
        self.reader = reader
        self.prompt = prompt
    }

    nonisolated func start(onEvent: @escaping @Sendable (InputEvent) -> Void) {
        MainActor.assumeIsolated {
            prompt.onEvent = onEvent
            reader.start { [weak self] input in
                MainActor.assumeIsolated { self?.receive(input, onEvent: onEvent) }
            }
        }
    }

    private func receive(_ input: TerminalInput, onEvent: (InputEvent) -> Void) {
        switch input {
        case let .keys(bytes): prompt.receive(bytes)
        case .resized: prompt.redraw()
        case .ended: onEvent(.endOfInput)
        }
    }
}
