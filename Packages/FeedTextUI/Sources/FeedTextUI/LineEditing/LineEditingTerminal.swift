/// A terminal the line editor drives, the history of earlier runs and where it is kept.
public struct LineEditingTerminal {
    public var reader: any TerminalInputReader
    public var history: CommandHistory
    public var saveHistory: (CommandHistory) -> Void
    /// Where the prompt is drawn when the output is not the terminal (standard output redirected
    /// to a file while a person types at the terminal); nil when it is.
    public var display: Display?
    /// Hands the terminal back to the shell as it was, stops the process as Ctrl-Z does in any
    /// other program, and returns once it goes on (`fg`), with the terminal taken back.
    public var suspend: () -> Void

    /// The terminal itself, for the prompt alone, and its width.
    public struct Display {
        public var output: any TextOutput
        public var columns: () -> Int

        public init(output: any TextOutput, columns: @escaping () -> Int) {
            self.output = output
            self.columns = columns
        }
    }

    public init(
        reader: any TerminalInputReader,
        history: CommandHistory = CommandHistory(),
        saveHistory: @escaping (CommandHistory) -> Void = { _ in },
        display: Display? = nil,
        suspend: @escaping () -> Void = {}
    ) {
        self.reader = reader
        self.history = history
        self.saveHistory = saveHistory
        self.display = display
        self.suspend = suspend
    }
}
