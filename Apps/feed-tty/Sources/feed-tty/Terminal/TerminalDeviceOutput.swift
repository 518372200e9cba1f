import FeedTextUI
import Foundation

/// Writes to a terminal through a descriptor of its own, with no buffering: the prompt and its
/// redraws when standard output is not the terminal a person types at.
final class TerminalDeviceOutput: TextOutput {
    private let handle: FileHandle

    init(fileDescriptor: Int32) {
        handle = FileHandle(fileDescriptor: fileDescriptor, closeOnDealloc: false)
    }

    /// A write that fails (the terminal went away) is dropped; SIGHUP or the end of input ends
    /// the app.
    func write(_ text: String) {
        try? handle.write(contentsOf: Data(text.utf8))
    }
}
