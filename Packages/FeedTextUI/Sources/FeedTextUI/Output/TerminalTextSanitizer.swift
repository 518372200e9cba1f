/// Makes text from the network safe to print on a terminal. A feed is untrusted input: an escape
/// sequence in a description could clear the screen, retitle the window or fake output, a
/// bidirectional override or mark could reorder what the user reads, and invisible format
/// characters (a byte order mark, annotation marks, tag characters) could carry text the user
/// cannot see. Every such character is replaced by a visible stand-in, so tampering shows instead
/// of acting.
public enum TerminalTextSanitizer {
    public static func sanitize(_ text: String) -> String {
        // Most text has nothing to replace: return it as it is.
        guard text.unicodeScalars.contains(where: { replacement(for: $0) != nil }) else { return text }

        // Built as UTF-8 bytes: appending scalar by scalar to a String is far slower on long text.
        var utf8 = [UInt8]()
        utf8.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            UTF8.encode(replacement(for: scalar) ?? scalar) { utf8.append($0) }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    private static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x2028, 0x2029:
            // Line breaks (U+2028 LINE and U+2029 PARAGRAPH SEPARATOR among them) and tabs would
            // break the line layout; a space keeps the words apart.
            return " "
        case 0x00...0x1F:
            // Control Pictures (U+2400…) show which control character was there.
            return Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F:
            return "\u{2421}"
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
            // C1 controls (a one-byte CSI among them), bidirectional embeddings, overrides and
            // isolates, and the marks that steer bidirectional text as well (LRM, RLM, ALM).
            return "\u{FFFD}"
        case 0xFEFF, 0xFFF9...0xFFFB, 0xE0000...0xE007F:
            // Invisible format characters with no place in a line of text: a byte order mark,
            // interlinear annotation marks and tag characters (which can spell out hidden ASCII).
            // Joiners and variation selectors stay: emoji and several scripts need them.
            return "\u{FFFD}"
        default:
            return nil
        }
    }
}
