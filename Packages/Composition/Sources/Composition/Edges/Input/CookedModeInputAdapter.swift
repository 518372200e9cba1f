import FeedScreens
import FeedTextUI
import ResourceLoading

/// The command loop's input at a terminal the line editor does not drive: the lines its own line
/// discipline delivers on the main queue, each telling the prompt that Enter ended its line; and
/// the moment the prompt is written again after output interrupted it: once the output has paused
/// for `quietPeriod`, so that a page whose items come one by one is followed by one prompt, not
/// one per item.
@MainActor
final class CookedModeInputAdapter: @preconcurrency InputLineReader {
    private let reader: any InputLineReader
    private let prompt: CookedModePrompt
    /// Begun again by each piece of output after the prompt, so the prompt comes after the last.
    private let quietPeriod: RestartableTimer

    init(
        reader: any InputLineReader, prompt: CookedModePrompt, scheduler: any MainScheduler, quietSeconds: Double = 0.25
    ) {
        self.reader = reader
        self.prompt = prompt
        quietPeriod = RestartableTimer(seconds: quietSeconds, scheduler: scheduler)
        quietPeriod.onExpire = { [weak prompt] in prompt?.reshowPrompt() }
        prompt.onOutputAfterPrompt = { [quietPeriod] in quietPeriod.start() }
    }

    func start(onEvent: @escaping @Sendable (InputEvent) -> Void) {
        reader.start(onEvent: MainQueue.onMainActor { [weak self] event in onEvent(self?.entered(event) ?? event) })
    }

    /// The event with its line as the prompt cleaned it of editing keys the terminal cannot do.
    private func entered(_ event: InputEvent) -> InputEvent {
        switch event {
        case let .line(line):
            return .line(prompt.entered(line))
        case .overlongLine:
            prompt.lineEntered()
        case .interrupt, .endOfInput:
            break
        }
        return event
    }
}
