import Foundation

/// Writes straight to file descriptor 1 with no buffering of its own, so every line reaches a
/// pipe or terminal as soon as it is written and nothing is lost when the process exits.
public final class StandardOutput: TextOutput {
    private let handle = FileHandle.standardOutput

    public init() {}

    /// A write that fails (a reader that went away) is dropped rather than trapping; the process
    /// itself decides what a closed pipe means (normally SIGPIPE ends it).
    public func write(_ text: String) {
        try? handle.write(contentsOf: Data(text.utf8))
    }
}
