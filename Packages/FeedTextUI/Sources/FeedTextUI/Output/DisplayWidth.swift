/// How many terminal columns text takes: East Asian wide characters and emoji take two, combining
/// marks and other zero-width characters none, and our own colour escapes none.
///
/// Terminals disagree on emoji sequences: one draws a family (members joined by ZWJ), a flag (two
/// regional indicators) or a skin tone as one two-column picture, another (kitty, mlterm, tmux)
/// draws each member side by side. They are counted as the widest, each member's columns added
/// up, so a line laid out here never runs past the margin; where the terminal joins them, the line
/// ends a few columns short instead. The prompt, which moves the cursor over what is typed, counts
/// such a sequence as one picture (`joinedWidth`), as it always has.
enum DisplayWidth {
    static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue {
            return ascii >= 0x20 && ascii != 0x7F ? 1 : 0
        }
        let scalars = character.unicodeScalars
        guard scalars.count > 1, scalars.contains(where: isSequencePart) else { return width(of: scalars[...]) }
        return scalars.split(separator: "\u{200D}").reduce(0) { total, member in
            total + max(width(of: member), 2 * member.count(where: \.properties.isEmojiPresentation))
        }
    }

    /// The columns of a terminal that draws an emoji sequence as one picture.
    static func joinedWidth(of character: Character) -> Int {
        if let ascii = character.asciiValue {
            return ascii >= 0x20 && ascii != 0x7F ? 1 : 0
        }
        return width(of: character.unicodeScalars[...])
    }

    /// A member of a sequence that some terminals draw apart: the joiner, a regional indicator
    /// (half a flag) or a skin tone.
    private static func isSequencePart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{200D}" || (0x1F1E6...0x1F1FF).contains(scalar.value) || (0x1F3FB...0x1F3FF).contains(scalar.value)
    }

    /// One picture or letter with its marks.
    private static func width(of scalars: Substring.UnicodeScalarView) -> Int {
        if scalars.contains(where: isWide) || (scalars.count > 1 && scalars.contains("\u{FE0F}")) {
            return 2
        }
        return scalars.allSatisfy(isZeroWidth) ? 0 : 1
    }

    static func of(_ text: some StringProtocol) -> Int {
        // Printable ASCII takes a column a byte, with no need to look at characters: most lines
        // are all of it. From the last such byte before anything else on (it may begin a character
        // with what follows), characters are counted.
        let text = Substring(text)
        let bytes = text.utf8
        var plainWidth = 0
        var index = bytes.startIndex
        while index < bytes.endIndex, (0x20..<0x7F).contains(bytes[index]) {
            plainWidth += 1
            bytes.formIndex(after: &index)
        }
        guard index < bytes.endIndex else { return plainWidth }
        guard plainWidth > 0 else { return characterWidth(of: text) }
        let lastPlainByte = bytes.index(before: index)
        return plainWidth - 1 + characterWidth(of: text[lastPlainByte...])
    }

    private static func characterWidth(of text: Substring) -> Int {
        var width = 0
        var remaining = text
        while let first = remaining.first {
            if first == "\u{1B}", let escape = TerminalStyleEscape.prefix(of: remaining) {
                remaining = remaining[escape.endIndex...]
                continue
            }
            width += of(first)
            remaining = remaining.dropFirst()
        }
        return width
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isEmojiPresentation || wideRanges.contains { $0.contains(scalar.value) }
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return true
        default:
            return (0xFE00...0xFE0F).contains(scalar.value)
        }
    }

    /// East Asian Wide and Fullwidth blocks (Unicode's EastAsianWidth W and F, condensed).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18AFF, 0x1B000...0x1B2FF, 0x1F200...0x1F251,
        0x20000...0x3FFFD,
    ]
}

/// The escapes feed-tty writes itself, which take no columns: SGR (`ESC [ … m`) from `TextStyle`
/// and the thumbnails, a link's ends (`ESC ] 8 ; ; URI ESC \`, `TerminalHyperlink`), and a picture
/// protocol's whole sequence (kitty's `ESC _ … ESC \`, iTerm2's `ESC ] … BEL`), which must never be
/// broken across lines. Text from the network never holds one: the sanitizer has replaced every ESC
/// by then, and a link's address holds no control character.
enum TerminalStyleEscape {
    static func prefix(of text: Substring) -> Substring? {
        // kitty's (APC), iTerm2's (OSC) and sixel (DCS) pictures: one unbreakable run of no width.
        if text.hasPrefix("\u{1B}_") || text.hasPrefix("\u{1B}]") || text.hasPrefix("\u{1B}P") {
            return pictureSequence(in: text)
        }
        guard text.hasPrefix("\u{1B}[") else { return nil }
        guard let end = text.dropFirst(2).firstIndex(where: { !($0.isNumber || $0 == ";") }), text[end] == "m"
        else { return nil }
        return text[...end]
    }

    /// Up to its end: ESC \ (string terminator) or BEL, found in the bytes (``ByteSearch``).
    private static func pictureSequence(in text: Substring) -> Substring? {
        var rest = text.utf8.dropFirst(2)
        while let end = ByteSearch.firstIndex(of: 0x07, or: 0x1B, in: rest) {
            let next = rest.index(after: end)
            if rest[end] == 0x07 { return text[...end] }
            if next < rest.endIndex, rest[next] == UInt8(ascii: "\\") { return text[...next] }
            rest = rest[next...]
        }
        return nil
    }
}
