/// The byte classes of HTTP/1.1's syntax, for parsing a response where it lies.
extension UInt8 {
    var isASCIIDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }

    /// Optional whitespace around field values and chunk sizes (RFC 9110 `OWS`).
    var isSpaceOrTab: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }

    /// A character of a field name (RFC 9110 `tchar`).
    var isTokenCharacter: Bool {
        switch self {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"),
            UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"),
            UInt8(ascii: "|"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    var hexDigitValue: Int? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(self - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(self - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(self - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    var asciiLowercased: UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self) ? self + 32 : self
    }
}
