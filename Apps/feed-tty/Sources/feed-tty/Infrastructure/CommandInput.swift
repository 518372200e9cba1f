import Composition
import FeedTextUI
import Foundation

/// Where commands come from. The line editor, with the history of earlier runs, on the terminal
/// taken for it (raw mode) when a person types at a terminal that can take its escapes (not
/// `TERM=dumb`) and reads the text front; else lines as they come. Either way the prompt goes
/// where the person is (`PromptTerminal`): among the output when standard output is their
/// terminal; else (`feed-tty > out.txt`) to the terminal alone, the editor's redraws and escapes
/// too, at the terminal's width, and standard output gets only the screens' lines.
struct CommandInput {
    let input: FeedTTYComposer.Input
    /// The terminal as the line editor drives it, to be given back on every way out.
    let lineEditorMode: LineEditorTerminalMode?

    @MainActor
    static func chosen(
        for options: LaunchOptions, terminal: RawTerminalMode?, pictures: TerminalPictures,
        environment: [String: String]
    ) -> CommandInput {
        let promptTerminal = PromptTerminal(typingAt: STDIN_FILENO)
        let separateTerminal = promptTerminal.flatMap { $0.isStandardOutput ? nil : $0.fileDescriptor }
        guard let terminal, let promptTerminal, options.front == .text, environment["TERM"] != "dumb" else {
            return lines(promptTerminal: separateTerminal)
        }
        let mode = LineEditorTerminalMode(rawMode: terminal, display: promptTerminal.fileDescriptor)
        guard mode.take() else { return lines(promptTerminal: separateTerminal) }
        let historyFile = HistoryFile(environment: environment)
        let lineEditing = LineEditingTerminal(
            reader: pictures.detection.keyReader(wrapping: StandardInputKeyReader()),
            history: historyFile?.load() ?? CommandHistory(),
            saveHistory: { history in try? historyFile?.save(history) },
            display: separateTerminal.map { display(on: $0, environment: environment) },
            suspend: mode.suspend)
        return CommandInput(input: .terminal(lineEditing), lineEditorMode: mode)
    }

    private static func lines(promptTerminal: Int32?) -> CommandInput {
        CommandInput(
            input: .lines(
                StandardInputLineReader(),
                promptTerminal: promptTerminal.map(TerminalDeviceOutput.init(fileDescriptor:))),
            lineEditorMode: nil)
    }

    private static func display(on terminal: Int32, environment: [String: String]) -> LineEditingTerminal.Display {
        LineEditingTerminal.Display(
            output: TerminalDeviceOutput(fileDescriptor: terminal),
            columns: {
                TerminalSettings.columns(
                    environment: environment, terminalColumns: TerminalSettings.terminalColumns(of: terminal))
            })
    }
}
