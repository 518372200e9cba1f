/// How text from the network is shown: sanitized (`TerminalTextSanitizer`) and, past a display
/// limit, cut short with a marker saying so.
///
/// The limit belongs to the terminal front, as a label's line limit belongs to a view: the
/// presentation layer and any other front still get the text whole. Here it keeps what is printed,
/// and the time it takes to wrap it, bounded whatever a server sends: a 30 MB description prints
/// as fast as a short one, and a screenful of it is all a reader could use anyway.
public enum UntrustedText {
    /// About four screens of 80 by 30, or a long article.
    public static let displayLimit = 10_000

    public static func shown(_ text: String, limit: Int = displayLimit) -> String {
        // Counted in Unicode scalars, not characters: the work stays bounded by the limit however
        // the text is made, even as one "character" of a million combining marks.
        let scalars = text.unicodeScalars
        guard let cut = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex),
            cut < scalars.endIndex
        else { return TerminalTextSanitizer.sanitize(text) }

        // A character that goes on past the cut is left out rather than shown in part.
        let head = String(scalars[..<cut])
        let wholeCharacters = cut.samePosition(in: text) == nil ? String(head.dropLast()) : head
        return TerminalTextSanitizer.sanitize(wholeCharacters) + TextUIStrings.localized("TEXT_TRUNCATED")
    }
}
