import Foundation

/// Writes straight to file descriptor 1 with no buffering of its own, so every line reaches a
/// pipe or terminal as soon as it is written and nothing is lost when the process exits.
public final class StandardOutput: TextOutput {
    private let handle = FileHandle.standardOutput

    public init() {}

    public func write(_ text: String) {
        handle.write(Data(text.utf8))
    }
}
