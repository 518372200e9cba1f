/// Wraps lines to a terminal's width, counting columns as a terminal does. A line that belongs to
/// a numbered entry (`12. text`) or is indented continues under its text, not at the margin.
public enum LineWrapper {
    public static func wrap(_ line: String, width: Int) -> [String] {
        guard width > 0, DisplayWidth.of(line) > width else { return [line] }
        let indent = String(repeating: " ", count: hangingIndent(of: line, width: width))

        var lines = [String]()
        var current = ""
        var currentWidth = 0
        var lastSpace: String.Index?
        var rest = Substring(line)

        while let character = rest.first {
            if let escape = TerminalStyleEscape.prefix(of: rest) {
                current += escape
                rest = rest.dropFirst(escape.count)
                continue
            }
            let characterWidth = DisplayWidth.of(character)
            if currentWidth + characterWidth > width, currentWidth > indent.count {
                let breakAt = lastSpace ?? current.endIndex
                let carried = current[breakAt...].drop { $0 == " " }
                lines.append(String(current[..<breakAt]))
                current = indent + carried
                currentWidth = DisplayWidth.of(current)
                lastSpace = carried.contains(" ") ? current.lastIndex(of: " ") : nil
                if carried.isEmpty {
                    rest = rest.drop { $0 == " " }
                }
                continue
            }
            if character == " ", currentWidth > indent.count {
                lastSpace = current.endIndex
            }
            current.append(character)
            currentWidth += characterWidth
            rest = rest.dropFirst()
        }
        lines.append(current)
        return lines
    }

    /// The columns before the text: leading spaces, and a `N. ` label after them. Never so much
    /// that a continuation line would have almost no room.
    private static func hangingIndent(of line: String, width: Int) -> Int {
        var plain = Substring(line)
        var visible = ""
        while let character = plain.first {
            if let escape = TerminalStyleEscape.prefix(of: plain) {
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
        let indent = spaces.count + label
        return indent <= width / 2 ? indent : 0
    }
}
