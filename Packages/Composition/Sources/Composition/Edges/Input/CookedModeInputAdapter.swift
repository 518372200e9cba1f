import Dispatch
import FeedScreens
import FeedTextUI

/// The command loop's input at a terminal the line editor does not drive: the lines its own line
/// discipline delivers on the main queue, each telling the prompt that Enter ended its line; and
/// the moment the prompt is written again after output interrupted it: once the output has paused
/// for `quietPeriod`, so that a page whose items come one by one is followed by one prompt, not
/// one per item.
@MainActor
final class CookedModeInputAdapter: InputLineReader {
    private let reader: any InputLineReader
    private let prompt: CookedModePrompt
    private let quietPeriod: DispatchTimeInterval
    /// Counts the pieces of output after the prompt, so it is written again only after the last.
    private var outputs = 0

    init(
        reader: any InputLineReader, prompt: CookedModePrompt, quietPeriod: DispatchTimeInterval = .milliseconds(250)
    ) {
        self.reader = reader
        self.prompt = prompt
        self.quietPeriod = quietPeriod
        prompt.onOutputAfterPrompt = { [weak self] in self?.reshowPromptAfterQuietPeriod() }
    }

    nonisolated func start(onEvent: @escaping @Sendable (InputEvent) -> Void) {
        MainActor.assumeIsolated {
            reader.start { [weak self] event in
                MainActor.assumeIsolated {
                    switch event {
                    case .line, .overlongLine: self?.prompt.lineEntered()
                    case .interrupt, .endOfInput: break
                    }
                }
                onEvent(event)
            }
        }
    }

    private func reshowPromptAfterQuietPeriod() {
        outputs += 1
        let output = outputs
        DispatchQueue.main.asyncAfter(deadline: .now() + quietPeriod) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.outputs == output else { return }
                self.prompt.reshowPrompt()
            }
        }
    }
}
