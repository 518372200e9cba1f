/// How a URL or a proxy setting is shown to a person, a log or a JSON reader: its user info
/// (`user:password@`) replaced by `***`. A URL from the command line, the environment, the
/// configuration file or a server may carry a password, and a terminal's scrollback, a log file
/// or a bug report is no place for one. Every message, log line and JSON error that repeats such
/// a text goes through here, so there is one rule to get right.
///
/// It works on text rather than on `URL`, so it also covers what does not parse as one: a
/// password holding a raw `/`, `#`, `?` or `@`, a setting without a scheme, a mistyped port.
public enum URLRedaction {
    private static let placeholder = "***"

    /// `value`, a whole URL or proxy setting as a person wrote it (`--url`, `FEED_TTY_URL`,
    /// `https_proxy`, …), with everything between its scheme (or its start, when it has none) and
    /// its last `@` hidden. Whatever the password holds, it comes before the host's `@`; a path or
    /// query holding an `@` is hidden too, which costs the reader little in a value they wrote.
    public static func hidingUserInfo(ofValue value: String) -> String {
        let start = value.range(of: "://")?.upperBound ?? value.startIndex
        guard let at = value[start...].lastIndex(of: "@") else { return value }
        return value[..<start] + placeholder + value[at...]
    }

    /// `text` with the user info of every URL in it (`scheme://USER:PASSWORD@host`) hidden: for
    /// text that holds URLs among other words (a log line, an error's description), where an `@`
    /// in a path (`image@2x.png`) is not a password's. The user info ends at the authority's last
    /// `@`; when what follows it is no host and port (`http://ana:pa/ss@host`, a raw `/` in the
    /// password), it ends at the last `@` before the next white space instead.
    public static func hidingUserInfo(in text: String) -> String {
        var result = ""
        var rest = text[...]
        while let separator = rest.firstRange(of: "://") {
            result += rest[..<separator.upperBound]
            rest = rest[separator.upperBound...]
            let word = rest.prefix { !$0.isWhitespace }
            let authority = word.prefix { !"/?#".contains($0) }
            let at = authority.lastIndex(of: "@")
            let hostAndPort = at.map { authority[authority.index(after: $0)...] } ?? authority
            if !isHostAndPort(hostAndPort), let later = word[hostAndPort.endIndex...].lastIndex(of: "@") {
                result += placeholder
                rest = rest[later...]
            } else if let at, at != authority.startIndex {
                result += placeholder
                rest = rest[at...]
            }
        }
        return result + rest
    }

    /// `host`, `host:port` or `[v6]:port`, the port in digits: what a URL's authority ends with.
    private static func isHostAndPort(_ text: Substring) -> Bool {
        var host = text
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            host = text[...close]
        } else if let colon = text.firstIndex(of: ":") {
            host = text[..<colon]
        }
        let port = text[host.endIndex...]
        let isPort = port.isEmpty || (port.hasPrefix(":") && port.dropFirst().allSatisfy { ("0"..."9").contains($0) })
        return isPort && !host.contains("@") && (host.hasPrefix("[") || !host.contains(":"))
    }
}
