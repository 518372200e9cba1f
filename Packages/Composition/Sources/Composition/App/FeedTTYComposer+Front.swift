import FeedJSONUI
import FeedScreens
import FeedTextUI

extension FeedTTYComposer {
    /// Where commands come from: lines (a pipe, a file, a terminal the line editor does not
    /// drive), or the keys of a terminal, for the line editor.
    public enum Input {
        case lines(any InputLineReader)
        case terminal(LineEditingTerminal)
    }

    /// The front the configuration asks for, with its input, and what it does as the app ends.
    struct ComposedFront {
        let renderer: ScreenRenderer
        let input: any InputLineReader
        let keepsPromptShown: Bool
        let close: () -> Void
    }

    static func makeFront(_ configuration: Configuration, input: Input, output: any TextOutput) -> ComposedFront {
        switch input {
        case let .lines(reader):
            let renderer = makeRenderer(configuration, output: output, prompt: nil)
            return ComposedFront(
                renderer: renderer, input: MainQueueDispatchDecorator<any InputLineReader>(decoratee: reader),
                keepsPromptShown: false, close: {})
        case let .terminal(terminal):
            let prompt = InteractivePrompt(
                terminal: output, editor: LineEditor(history: terminal.history, commands: CommandParser.commandNames),
                columns: configuration.columns)
            let reader = MainQueueDispatchDecorator<any TerminalInputReader>(decoratee: terminal.reader)
            return ComposedFront(
                renderer: makeRenderer(configuration, output: prompt, prompt: prompt),
                input: LineEditorInputAdapter(reader: reader, prompt: prompt), keepsPromptShown: true,
                close: {
                    prompt.closePrompt()
                    terminal.saveHistory(prompt.history)
                })
        }
    }

    /// Lines for a person, wrapped to the terminal, or one JSON object per line for a program.
    private static func makeRenderer(
        _ configuration: Configuration, output: any TextOutput, prompt: PromptView?
    ) -> ScreenRenderer {
        switch configuration.front {
        case .text:
            TextScreenRenderer(
                output: LineWrappingOutput(wrapping: output, width: configuration.columns),
                style: TextStyle(usesColor: configuration.usesColor), prompt: prompt)
        case .json:
            JSONScreenRenderer(writeLine: output.writeLine)
        }
    }
}
