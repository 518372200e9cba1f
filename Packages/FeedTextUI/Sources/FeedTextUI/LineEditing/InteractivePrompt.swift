import FeedScreens

/// The prompt line of a person typing at a terminal in raw mode: it turns the keys they press into
/// input events through the line editor, and keeps the prompt, with the half-typed line and the
/// cursor where they were, on the last line of the terminal. Whatever the app prints meanwhile
/// goes through it (it is the front's output) and appears above the prompt line, which is drawn
/// again under it. Before the first prompt and after `closePrompt()` output passes unchanged.
///
/// Ctrl-Z stops the program as a shell's job (`suspend()`): what it does to the process is the
/// caller's (`suspendProcess`), and when the program goes on the prompt line is drawn again.
public final class InteractivePrompt: TextOutput, PromptView {
    /// Where the input events go: lines, Ctrl-C on an empty line, Ctrl-D on an empty line.
    public var onEvent: ((InputEvent) -> Void)?

    private let terminal: TextOutput
    private let columns: () -> Int
    private let suspendProcess: () -> Void
    private var editor: LineEditor
    private var decoder = KeyDecoder()
    private var renderer = PromptRenderer()
    private var prompt: String?
    private var isClosed = false
    /// From a submitted line until the app shows the prompt again: what the command prints goes
    /// out as it is, and the prompt then comes back once, naming the screen the command led to.
    private var isAwaitingPrompt = false
    /// Output up to its last line break is printed; the rest waits for its line to end.
    private var unfinishedOutput = ""
    private static let erase = String(decoding: PromptRenderer.erase, as: UTF8.self)

    /// `terminal` is the terminal itself (no wrapping); `columns` its width, asked at each redraw.
    /// `suspendProcess` hands the terminal back to the shell, stops the process and returns once
    /// it goes on (`fg`), with the terminal taken back for the editor.
    public init(
        terminal: TextOutput, editor: LineEditor, columns: @escaping () -> Int,
        suspendProcess: @escaping () -> Void = {}
    ) {
        self.terminal = terminal
        self.editor = editor
        self.columns = columns
        self.suspendProcess = suspendProcess
    }

    /// The lines entered so far, with those of earlier runs the editor was given.
    public var history: CommandHistory { editor.history }

    private var isShown: Bool { prompt != nil && !isClosed && !isAwaitingPrompt }

    public func showPrompt(_ prompt: String) {
        guard !isClosed else { return }
        self.prompt = prompt
        isAwaitingPrompt = false
        redraw()
    }

    /// Ends the prompt line for good: the shell's prompt starts on a line of its own, and a
    /// prompt with nothing typed is not left behind.
    public func closePrompt() {
        guard isShown else { return }
        isClosed = true
        terminal.write(
            Self.erase + unfinishedOutput
                + (unfinishedOutput.isEmpty ? "" : "\n"))
        unfinishedOutput = ""
    }

    public func write(_ text: String) {
        guard isShown else { return terminal.write(text) }
        unfinishedOutput += text
        guard let lastBreak = unfinishedOutput.lastIndex(of: "\n") else { return }
        let lines = unfinishedOutput[...lastBreak]
        unfinishedOutput = String(unfinishedOutput[unfinishedOutput.index(after: lastBreak)...])
        terminal.write(Self.erase + lines)
        redraw()
    }

    /// Keys as the terminal sent them, in pieces of any size.
    public func receive(_ bytes: [UInt8]) {
        decoder.decode(bytes).forEach(handle)
    }

    /// Whether the last bytes left a key unfinished (an Esc, say, that may start a sequence).
    public var isAwaitingKeys: Bool { decoder.isAwaitingMore }

    /// No more bytes came soon after an unfinished key: it was the key alone (Esc is ignored), and
    /// the next key is a key of its own.
    public func finishPendingKeys() {
        decoder.flush().forEach(handle)
    }

    /// Ctrl-Z, or a SIGTSTP sent from elsewhere: the process stops, the prompt line left as it was
    /// (the shell starts its own line under it). When it goes on, the shell has written over the
    /// screen (and `fg` left the cursor on a line of its own), so the prompt line is drawn again
    /// with the half-typed text and the cursor where they were; output that came meanwhile
    /// follows, printed above it as ever.
    public func suspend() {
        guard !isClosed else { return }
        suspendProcess()
        redraw()
    }

    /// The terminal was resized: the prompt line is drawn again to its new width.
    public func redraw() {
        guard isShown, let prompt else { return }
        let line = renderer.redraw(prompt: prompt, editor: editor, columns: columns())
        terminal.write(String(decoding: line, as: UTF8.self))
    }

    private func handle(_ key: Key) {
        switch editor.handle(key) {
        case .none:
            break
        case .edited, .interrupt(hadText: true):
            redraw()
        case let .submitted(line):
            finishLine(showing: line)
            onEvent?(.line(line))
        case .endOfInput:
            finishLine(showing: "", startingAnother: false)
            onEvent?(.endOfInput)
        case .interrupt(hadText: false):
            onEvent?(.interrupt)
        case .clearScreen:
            terminal.write("\u{1B}[H\u{1B}[2J")
            redraw()
        case .suspend:
            suspend()
        case let .candidates(commands):
            write(commands.joined(separator: "  ") + "\n")
        }
    }

    /// Leaves the prompt and `line` in full on the screen, as a shell does; the next prompt comes
    /// when the app shows it (or, at the end of input, none: the prompt is closed).
    private func finishLine(showing line: String, startingAnother: Bool = true) {
        guard isShown, let prompt else { return }
        if !unfinishedOutput.isEmpty {
            terminal.write(Self.erase + unfinishedOutput + "\n")
            unfinishedOutput = ""
        }
        terminal.write(Self.erase + prompt + line + "\n")
        if startingAnother {
            isAwaitingPrompt = true
        } else {
            isClosed = true
        }
    }
}
