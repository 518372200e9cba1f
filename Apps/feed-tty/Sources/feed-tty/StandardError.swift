import Foundation

/// Messages for the person running feed-tty: usage errors, a log that cannot be written.
enum StandardError {
    /// Never traps: `FileHandle.write(_:)` does when stderr is closed or a pipe nobody reads
    /// (`feed-tty --bogus 2>&-`), and a message nobody can read is no reason to crash.
    static func write(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }
}
