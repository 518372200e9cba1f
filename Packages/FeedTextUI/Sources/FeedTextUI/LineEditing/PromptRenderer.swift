/// The bytes that draw the prompt line: the prompt, the text being typed and the cursor where it
/// is, in one line that never wraps. Wide characters (East Asian, emoji) take two columns and
/// combining marks none, so the cursor lands right. A line wider than the terminal scrolls
/// sideways around the cursor; a prompt wider than half the terminal is left out.
///
/// Output that arrives while the user types is printed as: `erase`, the output (ending in a line
/// break), then `redraw(…)` again.
public struct PromptRenderer: Sendable {
    /// Back to the start of the line and erase it.
    public static let erase = Array("\r\u{1B}[K".utf8)

    private var window = HorizontalWindow()

    public init() {}

    /// Redraws the whole prompt line in place, whatever is on it; `cursor` counts characters.
    public mutating func redraw(prompt: String, text: String, cursor: Int, columns: Int) -> [UInt8] {
        let characters = Array(text)
        let widths = characters.map(DisplayWidth.joinedWidth)
        let promptWidth = DisplayWidth.of(prompt)
        // The last column stays empty, so the cursor after the last character shown is still on
        // this line (a character in the last column would leave the terminal about to wrap).
        let usableColumns = max(columns, 2) - 1
        let showsPrompt = promptWidth <= usableColumns / 2
        let indent = showsPrompt ? promptWidth : 0
        let shown = window.range(widths: widths, cursor: cursor, room: usableColumns - indent)

        var line = "\r" + (showsPrompt ? prompt : "") + String(characters[shown]) + "\u{1B}[K"
        let cursor = min(max(cursor, shown.lowerBound), shown.upperBound)
        if cursor < shown.upperBound {
            let column = indent + widths[shown.lowerBound..<cursor].reduce(0, +)
            line += column > 0 ? "\r\u{1B}[\(column)C" : "\r"
        }
        return Array(line.utf8)
    }

    public mutating func redraw(prompt: String, editor: LineEditor, columns: Int) -> [UInt8] {
        redraw(prompt: prompt, text: editor.text, cursor: editor.cursor, columns: columns)
    }
}
