import FeedFeature

/// A proxy variable whose value names no proxy the transport can use: a request it would carry
/// fails rather than go direct, and a caller may rather refuse to start.
public struct ProxySettingProblem: Equatable, Sendable {
    /// `https_proxy`, `ALL_PROXY`, …
    public let variable: String
    /// The value, its user info (a password, whatever its shape) hidden: this goes into messages
    /// and logs.
    public let value: String

    init(variable: String, value: String) {
        self.variable = variable
        self.value = URLRedaction.hidingUserInfo(ofValue: value)
    }

    var description: String { "\(variable) names no proxy feed-tty can use: \(value)" }
}
