/// Wraps lines to a terminal's width, counting columns as a terminal does. A line that belongs to
/// a numbered entry (`12. text`) or is indented continues under its text, not at the margin, or
/// at `continuationIndent` where the caller knows better (the second column of a table) and it
/// leaves room enough.
public enum LineWrapper {
    public static func wrap(_ line: String, width: Int, continuationIndent: Int? = nil) -> [String] {
        guard width > 0, DisplayWidth.of(line) > width else { return [line] }
        // A continuation line needs room for its text: an indent past half the width is not used.
        let indentWidth =
            [continuationIndent, hangingIndent(of: line, width: width)].compactMap { $0 }.first { $0 <= width / 2 } ?? 0
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
                rest = rest.dropFirst(escape.count)
                continue
            }
            // Only a plain space breaks a line: a space joined to a mark (" \u{200D}") is one
            // character with it, and must stay whole.
            tokens.append(Token(text: String(character), width: DisplayWidth.of(character), isSpace: character == " "))
            rest = rest.dropFirst()
        }
        return tokens
    }

    /// The columns before the text: leading spaces, and a `N. ` label after them.
    private static func hangingIndent(of line: String, width: Int) -> Int {
        // Only the start of the line matters: the spaces, digits and ". " before the text.
        var plain = Substring(line)
        var visible = ""
        while let character = plain.first, visible.count < width {
            if character == "\u{1B}", let escape = TerminalStyleEscape.prefix(of: plain) {
                plain = plain.dropFirst(escape.count)
                continue
            }
            visible.append(character)
            plain = plain.dropFirst()
        }
        let spaces = visible.prefix { $0 == " " }
        let afterSpaces = visible.dropFirst(spaces.count)
        let digits = afterSpaces.prefix { $0.isASCII && $0.isNumber }
        let label = !digits.isEmpty && afterSpaces.dropFirst(digits.count).hasPrefix(". ") ? digits.count + 2 : 0
        return spaces.count + label
    }
}
