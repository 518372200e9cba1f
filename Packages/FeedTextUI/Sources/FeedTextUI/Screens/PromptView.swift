/// Where the text front shows its prompt: written after the output (`CookedModePrompt`, at a
/// terminal the line editor does not drive), or kept on a line of its own below it by the line
/// editor (`InteractivePrompt`); either on the terminal itself when the output is redirected.
public protocol PromptView: AnyObject {
    func showPrompt(_ prompt: String)
    /// The app is ending now: the shell's prompt must start on a line of its own.
    func closePrompt()
}

/// A prompt written like any other output: the renderer's own when it is given none.
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
