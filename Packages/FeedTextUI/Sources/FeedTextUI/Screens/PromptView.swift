/// Where the text front shows its prompt: written among the output, or kept on a line of its own
/// below it by the line editor (`InteractivePrompt`).
public protocol PromptView: AnyObject {
    func showPrompt(_ prompt: String)
    /// The app is ending now: the shell's prompt must start on a line of its own.
    func closePrompt()
}

/// A prompt written like any other output, for a terminal the line editor does not drive.
final class WrittenPrompt: PromptView {
    private let output: TextOutput

    init(output: TextOutput) {
        self.output = output
    }

    func showPrompt(_ prompt: String) {
        output.write(prompt)
    }

    func closePrompt() {
        output.write("\n")
    }
}
