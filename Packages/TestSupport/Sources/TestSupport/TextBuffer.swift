/// Collects what a front writes, in memory, so a test reads the screen as text. It names no
/// front's output protocol, so that TestSupport depends on no package: each test target that
/// hands it to a front declares that conformance, in one line.
public final class TextBuffer {
    public private(set) var text = ""

    public init() {}

    public var lines: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    public func write(_ text: String) {
        self.text += text
    }
}
