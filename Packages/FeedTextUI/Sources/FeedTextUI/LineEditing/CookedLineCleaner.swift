/// A line as a terminal in cooked mode delivers it: its own line discipline does no editing
/// keys, so an arrow or Home typed in the line arrives in it as an escape sequence (`ESC [ D`).
/// Those are dropped, so that `he←lp` is not taken for a command "he ␛[Dlp", and their presence
/// reported, so that the person can be told once why the keys did nothing.
enum CookedLineCleaner {
    struct Result: Equatable {
        let line: String
        let droppedEscapeSequences: Bool
    }

    static func clean(_ line: String) -> Result {
        guard line.unicodeScalars.contains("\u{1B}") else { return Result(line: line, droppedEscapeSequences: false) }
        var kept = String.UnicodeScalarView()
        var scalars = line.unicodeScalars[...]
        while let escape = scalars.firstIndex(of: "\u{1B}") {
            kept.append(contentsOf: scalars[..<escape])
            scalars = dropSequence(scalars[scalars.index(after: escape)...])
        }
        kept.append(contentsOf: scalars)
        return Result(line: String(kept), droppedEscapeSequences: true)
    }

    /// What follows a sequence whose ESC has been read: `[` or `O`, parameters and intermediates
    /// (0x20–0x3F), and a final byte (0x40–0x7E); or ESC with one printable character (Alt-key).
    private static func dropSequence(_ scalars: Substring.UnicodeScalarView) -> Substring.UnicodeScalarView {
        guard let introducer = scalars.first else { return scalars }
        guard introducer == "[" || introducer == "O" else {
            return (0x20..<0x7F).contains(introducer.value) ? scalars.dropFirst() : scalars
        }
        let rest = scalars.dropFirst().drop { (0x20...0x3F).contains($0.value) }
        guard let final = rest.first, (0x40...0x7E).contains(final.value) else { return rest }
        return rest.dropFirst()
    }
}
