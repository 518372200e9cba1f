import FeedFeature
import Foundation
import ResourceLoading

/// Appends one line per load to a log file: when it started, what was loaded, how long it took
/// and how it ended. Loads are logged by the `logged` decorator, so loaders and screens know
/// nothing of it.
///
/// Loads start and end on the main actor, so lines are written from there, one `write` each;
/// the file is opened for appending, so several runs can share one log. No line carries the user
/// info of a URL (an image URL from a server may hold a password).
@MainActor
final class LoadLog: LoadLogging {
    private let file: FileHandle
    private let clock: () -> Date
    /// Set until the first failed write, so a full disk is reported once, not once per load.
    private var onWriteFailure: ((Error) -> Void)?

    /// Opens (or creates) `url` for appending; throws if it cannot be written. A line that cannot
    /// be written later (a full disk) is reported to `onWriteFailure`, the first time only: the
    /// run goes on, and later lines are still tried.
    init(
        appendingTo url: URL,
        clock: @escaping () -> Date = Date.init,
        onWriteFailure: @escaping (Error) -> Void = { _ in }
    ) throws {
        if !FileManager.default.fileExists(atPath: url.path) {
            guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                throw CocoaError(.fileWriteNoPermission)
            }
        }
        file = try FileHandle(forWritingTo: url)
        try file.seekToEnd()
        self.clock = clock
        self.onWriteFailure = onWriteFailure
    }

    /// When a load starts, by the log's clock.
    func now() -> Date {
        clock()
    }

    /// One line: when `what` started, how long it took, how it ended.
    func write(_ what: String, since start: Date, outcome: String) {
        let milliseconds = Int((clock().timeIntervalSince(start) * 1000).rounded())
        let line = "\(start.ISO8601Format()) \(what) \(milliseconds)ms \(outcome)\n"
        do {
            try file.write(contentsOf: Data(URLRedaction.hidingUserInfo(in: line).utf8))
        } catch {
            let report = onWriteFailure
            onWriteFailure = nil
            report?(error)
        }
    }
}
