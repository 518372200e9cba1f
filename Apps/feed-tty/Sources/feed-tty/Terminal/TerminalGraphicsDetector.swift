import Composition
import FeedTextUI
import Foundation
import TerminalGraphics

/// What the terminal can draw, asked of the terminal itself at start as chafa and timg do: the
/// environment's hints are often wrong (ssh, a `TERM` copied elsewhere) or missing (sixel).
///
/// Asked only at a terminal the line editor will read (standard input and output terminals, the
/// text front, not `TERM=dumb`), before it reads a key, so every answer is read here, and only
/// when ``ThumbnailSettings`` has a question. One write, then at most ``timeout`` for the answers.
enum TerminalGraphicsDetector {
    /// Long enough for a terminal on this machine (kitty and xterm answer in a few milliseconds),
    /// short enough not to be noticed from one that never answers.
    static let timeout = Duration.milliseconds(150)

    struct Detection {
        var capabilities = TerminalGraphicsCapabilities.none
        /// Keys typed while the answers were read, for the line editor.
        var typedAhead: [UInt8] = []
        /// The wait gave up before the last answer: what is still to come will arrive as keys.
        var isAwaitingAnswers = false

        /// The keys for the line editor from `reader`: first those typed ahead, and without any
        /// answer that comes late.
        func keyReader(wrapping reader: any TerminalInputReader) -> any TerminalInputReader {
            TypedAheadKeyReader(
                typedAhead: typedAhead,
                reader: isAwaitingAnswers ? LateAnswerFilteringKeyReader(reader: reader) : reader)
        }
    }

    /// Leaves `terminal` in raw mode when it asked: the line editor reads in that mode next (and
    /// puts the terminal back as it ends), and a late answer is then not echoed on the screen.
    static func detect(
        _ option: LaunchOptions.Images,
        front: FeedTTYComposer.Front,
        environment: [String: String],
        isColorTerminal: Bool,
        terminal: RawTerminalMode?,
        outputIsTerminal: Bool,
        output: Int32 = STDOUT_FILENO
    ) -> Detection {
        let windowCellSize = cellPixelSize(ofWindow: output)
        guard let terminal, outputIsTerminal, front == .text, environment["TERM"] != "dumb",
            let query = ThumbnailSettings.query(
                option, environment: environment, isColorTerminal: isColorTerminal,
                knowsCellSize: windowCellSize != nil),
            terminal.enter()
        else { return Detection(capabilities: .init(cellPixelSize: windowCellSize)) }

        let answers = TerminalAnswerReader.ask(
            query.bytes, input: terminal.fileDescriptor, output: output, timeout: timeout,
            isComplete: { TerminalGraphicsReplyParser.parse($0).isComplete })
        // An answer cut off by the deadline is dropped: its rest would arrive as keys.
        let reply = TerminalGraphicsReplyParser.parse(answers)
        var capabilities = reply.capabilities
        capabilities.cellPixelSize = windowCellSize ?? capabilities.cellPixelSize
        return Detection(capabilities: capabilities, typedAhead: reply.typedAhead, isAwaitingAnswers: !reply.isComplete)
    }

    /// The cell size the window's size in pixels gives (`TIOCGWINSZ`), where the terminal tells it.
    private static func cellPixelSize(ofWindow fileDescriptor: Int32) -> CellPixelSize? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
        return CellPixelSize(
            windowWidth: Int(size.ws_xpixel), height: Int(size.ws_ypixel), columns: Int(size.ws_col),
            rows: Int(size.ws_row))
    }
}
