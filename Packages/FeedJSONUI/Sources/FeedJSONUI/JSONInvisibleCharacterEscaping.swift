/// Writes as `\uXXXX` escapes the characters `JSONSerialization` leaves raw in a string but that no
/// reader should get raw: C1 controls and DEL (a terminal may obey them), the line and paragraph
/// separators U+2028 and U+2029 (line-oriented readers take them for line ends, and an object
/// would span two lines), and format characters (bidirectional overrides, invisible marks, tags).
///
/// A program decodes the very same text; the object stays on its line, and printed as it is
/// (`feed-tty --format json` at a terminal) it cannot obey a control or reorder text. These
/// characters come only from the server's strings, so they are only ever inside JSON strings,
/// where an escape means what the character does.
enum JSONInvisibleCharacterEscaping {
    static func escaped(_ json: String) -> String {
        // Most lines are ASCII, whose controls JSONSerialization escapes itself.
        guard json.unicodeScalars.contains(where: needsEscape) else { return json }
        var result = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard needsEscape(scalar) else {
                result.append(scalar)
                continue
            }
            // Outside the Basic Multilingual Plane (tag characters), as a UTF-16 surrogate pair.
            for unit in String(scalar).utf16 {
                result.append(contentsOf: #"\u"#.unicodeScalars)
                result.append(contentsOf: hex(unit).unicodeScalars)
            }
        }
        return String(result)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x7F else { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// Four lower-case hex digits, as JSONSerialization writes its own escapes.
    private static func hex(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
