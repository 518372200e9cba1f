/// ANSI styling for the terminal front, or none at all. The caller decides whether colour is
/// wanted (a terminal, no `NO_COLOR`, no `--no-color`); with `plain` not one escape byte is
/// written.
public struct TextStyle: Sendable {
    public let usesColor: Bool

    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    public static let plain = TextStyle(usesColor: false)
    public static let colored = TextStyle(usesColor: true)

    func title(_ text: String) -> String { apply("1", to: text) }
    func secondary(_ text: String) -> String { apply("2", to: text) }
    func error(_ text: String) -> String { apply("31", to: text) }
    func emphasis(_ text: String) -> String { apply("36", to: text) }

    private func apply(_ code: String, to text: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
