import FeedJSONUI
import FeedScreens
import FeedTextUI
import ResourceLoading

/// The front the configuration asks for, text or JSON, on the input the process chose.
@MainActor
enum FrontComposer {
    /// The front, with its input, and what it does as the app ends.
    struct ComposedFront {
        let renderer: ScreenRenderer
        /// Where the feed asks for room while a late picture's place must stay on the screen.
        var space: ScreenSpace?
        let input: any InputLineReader
        let keepsPromptShown: Bool
        let close: () -> Void
    }

    /// The prompt goes where the person is. When the output is their terminal, the prompt is drawn
    /// among it, and the output goes through the prompt: the line editor keeps its line under
    /// everything printed, the plain prompt is written again after output that interrupted it.
    /// When the output is not their terminal (`feed-tty > out.txt` typed at one), the prompt, its
    /// redraws and the editor's escapes go to the terminal itself, at its width, and the output
    /// holds only the screens' lines.
    static func makeFront(
        _ configuration: FeedTTYComposer.Configuration, input: FeedTTYComposer.Input, output: any TextOutput
    ) -> ComposedFront {
        switch input {
        case let .lines(reader, promptTerminal):
            let reader = MainQueueDispatchDecorator<any InputLineReader>(decoratee: reader)
            guard configuration.isInteractive, configuration.front == .text else {
                return ComposedFront(
                    renderer: makeRenderer(configuration, output: output, prompt: nil), input: reader,
                    keepsPromptShown: false, close: {})
            }
            return makeCookedModeFront(configuration, reader: reader, promptTerminal: promptTerminal, output: output)
        case let .terminal(terminal):
            return makeLineEditorFront(configuration, terminal: terminal, output: output)
        }
    }

    /// A person typing lines at a terminal in cooked mode (`TERM=dumb`): a plain prompt.
    private static func makeCookedModeFront(
        _ configuration: FeedTTYComposer.Configuration, reader: any InputLineReader, promptTerminal: (any TextOutput)?,
        output: any TextOutput
    ) -> ComposedFront {
        let prompt = CookedModePrompt(terminal: promptTerminal ?? output, columns: configuration.columns)
        return ComposedFront(
            renderer: makeRenderer(configuration, output: promptTerminal == nil ? prompt : output, prompt: prompt),
            input: CookedModeInputAdapter(reader: reader, prompt: prompt, scheduler: configuration.scheduler),
            keepsPromptShown: false,
            close: prompt.closePrompt)
    }

    /// The line editor, which keeps its prompt shown, on the terminal's keys. When the output is
    /// that terminal and shows pictures, a late picture is drawn into the rows kept for it.
    private static func makeLineEditorFront(
        _ configuration: FeedTTYComposer.Configuration, terminal: LineEditingTerminal, output: any TextOutput
    ) -> ComposedFront {
        let pictures = configuration.thumbnails.flatMap { thumbnails in
            terminal.display == nil
                ? InPlacePictures(
                    terminal: output, reservedRows: thumbnails.rows, columns: configuration.columns,
                    rows: configuration.rows) : nil
        }
        let display =
            terminal.display
            ?? LineEditingTerminal.Display(output: pictures ?? output, columns: configuration.columns)
        let prompt = InteractivePrompt(
            terminal: display.output,
            editor: LineEditor(history: terminal.history, commands: CommandParser.commandNames),
            columns: display.columns, suspendProcess: terminal.suspend)
        let reader = MainQueueDispatchDecorator<any TerminalInputReader>(decoratee: terminal.reader)
        let renderer = makeRenderer(
            configuration, output: terminal.display == nil ? prompt : output, prompt: prompt, pictures: pictures)
        return ComposedFront(
            renderer: renderer, space: pictures == nil ? nil : renderer as? ScreenSpace,
            input: LineEditorInputAdapter(reader: reader, prompt: prompt, scheduler: configuration.scheduler),
            keepsPromptShown: true,
            close: {
                prompt.closePrompt()
                terminal.saveHistory(prompt.history)
            })
    }

    /// Lines for a person, wrapped to the terminal, or one JSON object per line for a program.
    private static func makeRenderer(
        _ configuration: FeedTTYComposer.Configuration, output: any TextOutput, prompt: PromptView?,
        pictures: InPlacePictures? = nil
    ) -> ScreenRenderer {
        switch configuration.front {
        case .text:
            TextScreenRenderer(
                output: LineWrappingOutput(wrapping: output, width: configuration.columns),
                style: configuration.textStyle, prompt: prompt, pictures: pictures)
        case .json:
            JSONScreenRenderer(writeLine: output.writeLine)
        }
    }
}
