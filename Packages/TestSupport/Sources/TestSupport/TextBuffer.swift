/// Collects what a front writes, in memory, so a test reads the screen as text. It names no
/// front's output protocol, so that this target depends on no package: the text front's
/// conformance is the TextUITestSupport target's.
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
