/// Collects output in memory instead of printing it: for capturing a screen as text.
public final class TextBuffer: TextOutput {
    public private(set) var text = ""

    public init() {}

    public var lines: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    public func write(_ text: String) {
        self.text += text
    }
}
