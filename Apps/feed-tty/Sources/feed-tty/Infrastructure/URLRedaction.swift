/// How feed-tty shows a URL to a person or a log: without its user info. A URL from the command
/// line or from a server may carry a password (`http://bob:SECRET@host/…`), and a log file or a
/// terminal's scrollback is no place for one.
enum URLRedaction {
    private static let placeholder = "***"

    /// `text` with the user info of every URL in it (`scheme://USER:PASSWORD@host`) replaced by
    /// `placeholder`. It works on text rather than on `URL`, so it also covers what does not parse
    /// as a URL (a mistyped `--url`) and URLs inside other text (an error's description).
    static func hidingUserInfo(in text: String) -> String {
        var result = ""
        var rest = text[...]
        while let separator = rest.firstRange(of: "://") {
            result += rest[..<separator.upperBound]
            rest = rest[separator.upperBound...]
            let authority = rest.prefix { !$0.isWhitespace && !"/?#".contains($0) }
            if let at = authority.lastIndex(of: "@"), at != authority.startIndex {
                result += placeholder
                rest = rest[at...]
            }
        }
        return result + rest
    }
}
