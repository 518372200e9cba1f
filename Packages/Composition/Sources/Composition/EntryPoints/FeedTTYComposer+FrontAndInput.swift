import FeedScreens
import FeedTextUI

extension FeedTTYComposer {
    /// The fronts the app can show its screens in (`--format`).
    public enum Front: Equatable, Sendable {
        case text
        case json
    }

    /// Where commands come from: lines (a pipe, a file, a terminal the line editor does not
    /// drive), or the keys of a terminal, for the line editor.
    public enum Input {
        /// `promptTerminal`: where a person typing the lines sees the prompt when the output is not
        /// their terminal (redirected to a file); nil: among the output.
        case lines(any InputLineReader, promptTerminal: (any TextOutput)? = nil)
        case terminal(LineEditingTerminal)
    }
}
