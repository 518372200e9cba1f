/// Wraps lines to a terminal's width, counting columns as a terminal does. A line that belongs to
/// a numbered entry (`12. text`) or is indented continues under its text, not at the margin; a row
/// of a two-column table as the help prints it (two spaces, a name, two spaces or more, what it
/// does) continues under its second column, as does a line given a `continuationIndent` (the
/// caller knows better), when that leaves room enough.
public enum LineWrapper {
    public static func wrap(_ line: String, width: Int, continuationIndent: Int? = nil) -> [String] {
        guard width > 0, DisplayWidth.of(line) > width else { return [line] }
        // A continuation line needs room for its text: an indent past half the width is not used.
        let (hanging, secondColumn) = indents(of: line, width: width)
        let indentWidth =
            [continuationIndent, secondColumn, hanging].compactMap { $0 }.first { $0 <= width / 2 } ?? 0
        let indent = Token(text: String(repeating: " ", count: indentWidth), width: indentWidth, isSpace: false)

        var lines = [String]()
        var current = [Token]()
        var currentWidth = 0
        // Where the current line may break: a space with text before it (past the indent).
        var lastSpace: Int?
        var skipsSpaces = false

        for token in tokens(of: line) {
            if currentWidth + token.width > width, currentWidth > indentWidth {
                let carried = lastSpace.map { Array(current[($0 + 1)...].drop { $0.isSpace }) } ?? []
                lines.append(current[..<(lastSpace ?? current.count)].map(\.text).joined())
                current = [indent] + carried
                currentWidth = indentWidth + carried.reduce(0) { $0 + $1.width }
                lastSpace = current.indices.dropFirst(2).last { current[$0].isSpace }
                skipsSpaces = carried.isEmpty
            }
            if skipsSpaces, token.isSpace { continue }
            skipsSpaces = false
            if token.isSpace, currentWidth > indentWidth {
                lastSpace = current.count
            }
            current.append(token)
            currentWidth += token.width
        }
        lines.append(current.map(\.text).joined())
        return lines
    }

    /// A character, or one of our colour escapes (which takes no column and never breaks).
    private struct Token {
        let text: String
        let width: Int
        let isSpace: Bool
    }

    private static func tokens(of line: String) -> [Token] {
        var tokens = [Token]()
        var rest = Substring(line)
        while let character = rest.first {
            if character == "\u{1B}", let escape = TerminalStyleEscape.prefix(of: rest) {
                tokens.append(Token(text: String(escape), width: 0, isSpace: false))
                rest = rest[escape.endIndex...]
                continue
            }
            // Only a plain space breaks a line: a space joined to a mark (" \u{200D}") is one
            // character with it, and must stay whole.
            tokens.append(Token(text: String(character), width: DisplayWidth.of(character), isSpace: character == " "))
            rest = rest.dropFirst()
        }
        return tokens
    }

    /// The columns before the text (leading spaces, and a `N. ` label after them) and, for a row of
    /// a two-column table, those before its second column.
    private static func indents(of line: String, width: Int) -> (hanging: Int, secondColumn: Int?) {
        // Only the start of the line matters: the spaces, digits and ". " before the text.
        var plain = Substring(line)
        var visible = ""
        while let character = plain.first, visible.count < width {
            if character == "\u{1B}", let escape = TerminalStyleEscape.prefix(of: plain) {
                plain = plain[escape.endIndex...]
                continue
            }
            visible.append(character)
            plain = plain.dropFirst()
        }
        let spaces = visible.prefix { $0 == " " }
        let afterSpaces = visible.dropFirst(spaces.count)
        let digits = afterSpaces.prefix { $0.isASCII && $0.isNumber }
        let label = !digits.isEmpty && afterSpaces.dropFirst(digits.count).hasPrefix(". ") ? digits.count + 2 : 0
        let isTableRow = spaces.count == tableIndent && label == 0
        return (spaces.count + label, isTableRow ? secondColumn(of: visible) : nil)
    }

    /// The help's tables are indented by two spaces; the lines of a list's items by three or more
    /// (under `1. `), so text from the network never reads as a table row.
    private static let tableIndent = 2

    /// Where the text after the first gap of two spaces or more starts, if the line has one.
    private static func secondColumn(of visible: String) -> Int? {
        let name = visible.dropFirst(tableIndent)
        guard let gap = name.firstRange(of: "  ") else { return nil }
        guard let description = name[gap.lowerBound...].firstIndex(where: { $0 != " " }) else { return nil }
        return DisplayWidth.of(String(visible[..<description]))
    }
}
