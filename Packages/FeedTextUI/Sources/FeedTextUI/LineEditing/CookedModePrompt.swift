/// The prompt at a terminal the line editor does not drive (`TERM=dumb`, which takes no escape
/// sequences): the terminal stays in its ordinary, cooked mode and echoes what is typed itself,
/// and the prompt is text written after the output. Nothing written can be taken back, so output
/// that arrives while the prompt waits for a line (an image that settled, a page) starts on a
/// line of its own instead of after `feed> `, and the prompt is written again under it once the
/// output pauses: `onOutputAfterPrompt` asks for that, and the composition, which knows time,
/// calls `reshowPrompt()` a moment later. What was typed before stays in the terminal's line
/// and is still sent with Enter.
///
/// It is the front's output when the prompt shares the terminal with the screens. When it has the
/// terminal to itself (standard output redirected to a file) the screens write elsewhere and
/// output never interrupts it.
public final class CookedModePrompt: TextOutput, PromptView {
    /// Output came after the prompt: call `reshowPrompt()` once it has paused.
    public var onOutputAfterPrompt: (() -> Void)?

    private let terminal: TextOutput
    /// The app's own notices, wrapped at the terminal's width as the screens' lines are: the
    /// terminal would cut a word at its edge.
    private let notices: TextOutput
    private var line = Line.free
    private var toldAboutEditingKeys = false

    /// What the terminal's last line holds, as far as writing it tells.
    private enum Line: Equatable {
        /// Output, or nothing yet.
        case free
        /// The prompt, and whatever the person types after it.
        case prompt(String)
        /// Output that came after a prompt which is to be written again.
        case interruptedPrompt(String)
        /// The person pressed Enter: the terminal's echo of it ended the prompt's line.
        case entered
        /// The app is ending: output passes as it comes, and no prompt is shown again.
        case closed
    }

    public init(terminal: TextOutput, columns: @escaping () -> Int = { 80 }) {
        self.terminal = terminal
        notices = LineWrappingOutput(wrapping: terminal, width: columns)
    }

    public func showPrompt(_ prompt: String) {
        guard line != .closed else { return }
        terminal.write(prompt)
        line = .prompt(prompt)
    }

    /// The prompt's line is ended so that the shell's prompt starts on a line of its own, except
    /// right after Enter, which ended it already.
    public func closePrompt() {
        guard line != .closed else { return }
        if line != .entered { terminal.write("\n") }
        line = .closed
    }

    public func write(_ text: String) {
        switch line {
        case let .prompt(prompt):
            terminal.write("\n" + text)
            line = .interruptedPrompt(prompt)
            onOutputAfterPrompt?()
        case .interruptedPrompt:
            terminal.write(text)
            onOutputAfterPrompt?()
        case .free, .entered:
            terminal.write(text)
            line = .free
        case .closed:
            terminal.write(text)
        }
    }

    /// The output that interrupted the prompt has paused: the prompt comes again, under it.
    public func reshowPrompt() {
        guard case let .interruptedPrompt(prompt) = line else { return }
        showPrompt(prompt)
    }

    /// A line was entered: the line without the escape sequences of editing keys the terminal
    /// could not do, after saying so the first time.
    public func entered(_ line: String) -> String {
        lineEntered()
        let cleaned = CookedLineCleaner.clean(line)
        if cleaned.droppedEscapeSequences, !toldAboutEditingKeys {
            toldAboutEditingKeys = true
            notices.write(TextUIStrings.localized("EDITING_KEYS_UNSUPPORTED") + "\n")
        }
        return cleaned.line
    }

    /// A line was entered (its Enter echoed by the terminal): what comes next starts a line.
    public func lineEntered() {
        switch line {
        case .prompt, .interruptedPrompt: line = .entered
        case .free, .entered, .closed: break
        }
    }
}
