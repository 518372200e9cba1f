import Foundation

/// The terminal as the line editor drives it, and as the shell had it: raw mode and the marking of
/// pastes (so that a pasted text with line breaks is one line to edit, not commands), switched on
/// and off together, the marks written to the terminal the prompt is drawn on.
///
/// `giveBack()` is safe on every way out, the forced exit after a signal included: it does only a
/// `write` and a `tcsetattr` (both async-signal-safe) of constants, from any thread.
final class LineEditorTerminalMode: Sendable {
    private let rawMode: RawTerminalMode
    private let display: Int32

    private static let pasteMarksOn = Array("\u{1B}[?2004h".utf8)
    private static let pasteMarksOff = Array("\u{1B}[?2004l".utf8)

    /// `display`: where the prompt is drawn (`PromptTerminal`).
    init(rawMode: RawTerminalMode, display: Int32) {
        self.rawMode = rawMode
        self.display = display
    }

    /// Raw mode; false when the terminal refused it. The paste marks follow when the app starts
    /// (`markPastes()`): choosing the input writes nothing to the terminal.
    func take() -> Bool {
        rawMode.enter()
    }

    func markPastes() {
        write(Self.pasteMarksOn)
    }

    func giveBack() {
        write(Self.pasteMarksOff)
        rawMode.restore()
    }

    /// Ctrl-Z: the terminal handed back to the shell as it was (its line discipline, echo, no
    /// paste marks), the process stopped as by SIGTSTP, and, once it goes on in the foreground,
    /// the terminal taken back. The caller then draws the prompt again.
    func suspend() {
        giveBack()
        ProcessSuspension.stopUntilContinued()
        guard rawMode.reenter() else { return }
        markPastes()
    }

    private func write(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { Foundation.write(display, $0.baseAddress, $0.count) }
    }
}
