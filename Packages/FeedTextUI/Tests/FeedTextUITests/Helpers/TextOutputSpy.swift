import FeedTextUI

final class TextOutputSpy: TextOutput {
    private(set) var text = ""

    var lines: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func write(_ text: String) {
        self.text += text
    }
}
