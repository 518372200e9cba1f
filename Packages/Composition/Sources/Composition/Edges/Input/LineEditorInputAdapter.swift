import Dispatch
import FeedScreens
import FeedTextUI

/// The command loop's input at a terminal: the keys a reader delivers on the main queue, turned
/// into lines by the interactive prompt, which also follows the terminal's size and stops the
/// program when asked to from elsewhere (SIGTSTP) as on Ctrl-Z.
@MainActor
final class LineEditorInputAdapter: InputLineReader {
    private let reader: any TerminalInputReader
    private let prompt: InteractivePrompt
    /// Counts the pieces of input, so a pending key is finished only if nothing came after it.
    private var received = 0

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
        case let .keys(bytes):
            prompt.receive(bytes)
            received += 1
            if prompt.isAwaitingKeys { finishPendingKeysSoon() }
        case .resized: prompt.redraw()
        case .suspend: prompt.suspend()
        case .ended: onEvent(.endOfInput)
        }
    }

    /// An Esc alone and an Esc that starts a sequence look the same until the next byte: a
    /// terminal sends a sequence at once, so 50 ms of nothing means the key was Esc.
    private func finishPendingKeysSoon() {
        let piece = received
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(50)) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.received == piece else { return }
                self.prompt.finishPendingKeys()
            }
        }
    }
}
