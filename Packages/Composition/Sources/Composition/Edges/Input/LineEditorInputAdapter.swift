import FeedScreens
import FeedTextUI
import ResourceLoading

/// The command loop's input at a terminal: the keys a reader delivers on the main queue, turned
/// into lines by the interactive prompt, which also follows the terminal's size and stops the
/// program when asked to from elsewhere (SIGTSTP) as on Ctrl-Z.
@MainActor
final class LineEditorInputAdapter: @preconcurrency InputLineReader {
    private let reader: any TerminalInputReader
    private let prompt: InteractivePrompt
    /// An Esc alone and an Esc that starts a sequence look the same until the next byte: a
    /// terminal sends a sequence at once, so 50 ms of nothing after a piece means the key was Esc.
    private let pendingKeys: RestartableTimer

    init(reader: any TerminalInputReader, prompt: InteractivePrompt, scheduler: any MainScheduler) {
        self.reader = reader
        self.prompt = prompt
        pendingKeys = RestartableTimer(seconds: 0.05, scheduler: scheduler)
        pendingKeys.onExpire = { [weak prompt] in prompt?.finishPendingKeys() }
    }

    func start(onEvent: @escaping @Sendable (InputEvent) -> Void) {
        prompt.onEvent = onEvent
        reader.start(onInput: MainQueue.onMainActor { [weak self] input in self?.receive(input, onEvent: onEvent) })
    }

    private func receive(_ input: TerminalInput, onEvent: (InputEvent) -> Void) {
        switch input {
        case let .keys(bytes):
            prompt.receive(bytes)
            if prompt.isAwaitingKeys { pendingKeys.start() } else { pendingKeys.cancel() }
        case .resized: prompt.redraw()
        case .suspend: prompt.suspend()
        case .ended: onEvent(.endOfInput)
        }
    }
}
