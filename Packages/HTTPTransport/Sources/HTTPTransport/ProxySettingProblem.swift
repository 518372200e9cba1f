/// A proxy variable whose value names no proxy the transport can use: a request it would carry
/// fails rather than go direct, and a caller may rather refuse to start.
public struct ProxySettingProblem: Equatable, Sendable {
    /// `https_proxy`, `ALL_PROXY`, …
    public let variable: String
    /// The value, its password (if any) hidden: this goes into messages and logs.
    public let value: String

    init(variable: String, value: String) {
        self.variable = variable
        self.value = Self.hidingUserInfo(value)
    }

    var description: String { "\(variable) names no proxy feed-tty can use: \(value)" }

    /// `scheme://***@host…` for `scheme://user:password@host…`.
    private static func hidingUserInfo(_ value: String) -> String {
        guard let scheme = value.range(of: "://"),
            let at = value[scheme.upperBound...].prefix(while: { $0 != "/" }).lastIndex(of: "@")
        else { return value }
        return value[..<scheme.upperBound] + "***" + value[at...]
    }
}
