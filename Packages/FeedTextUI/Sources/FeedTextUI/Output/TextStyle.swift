/// ANSI styling for the terminal front, or none at all. The caller decides whether colour is
/// wanted (a terminal, no `NO_COLOR`, no `--no-color`) and whether the terminal opens links (one
/// known to, no `--no-links`); with `plain` not one escape byte is written.
public struct TextStyle: Sendable {
    public let usesColor: Bool
    /// An item's image line is a link to the image (`TerminalHyperlink`).
    public let usesLinks: Bool

    public init(usesColor: Bool, usesLinks: Bool = false) {
        self.usesColor = usesColor
        self.usesLinks = usesLinks
    }

    public static let plain = TextStyle(usesColor: false)
    public static let colored = TextStyle(usesColor: true)

    func title(_ text: String) -> String { apply("1", to: text) }
    func secondary(_ text: String) -> String { apply("2", to: text) }
    func error(_ text: String) -> String { apply("31", to: text) }
    func emphasis(_ text: String) -> String { apply("36", to: text) }

    /// `text` as a link to `address`, where links are used and the address is one to link to.
    func link(_ text: String, to address: @autoclosure () -> String?) -> String {
        guard usesLinks, let address = address() else { return text }
        return TerminalHyperlink.link(text, to: address)
    }

    private func apply(_ code: String, to text: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
