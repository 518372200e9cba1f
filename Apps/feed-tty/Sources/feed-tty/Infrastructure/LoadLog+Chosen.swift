import FeedTextUI
import Foundation

extension LoadLog {
    /// The log `--log` names, or none. A file that cannot be opened is a usage error (64); one
    /// that cannot be written later (a full disk) is told once, and the run goes on.
    static func chosen(for options: LaunchOptions) -> LoadLog? {
        guard let path = options.logPath else { return nil }
        do {
            return try LoadLog(
                appendingTo: URL(fileURLWithPath: path),
                onWriteFailure: { error in
                    StandardError.write(
                        "feed-tty: \(CommandLineHelp.logWriteFailure(path: path, reason: error.systemReason))\n")
                })
        } catch {
            LaunchExit.usage(.unwritableLog(path: path))
        }
    }
}
