import Foundation
import XCTest

/// Runs the real, built `feed-tty` binary with stdin, stdout and stderr connected to pipes.
enum FeedTTYProcess {
    struct Result {
        let stdout: Data
        let stderr: Data
        let exitStatus: Int32
        let duration: TimeInterval

        var output: String { String(decoding: stdout, as: UTF8.self) }
        var errorOutput: String { String(decoding: stderr, as: UTF8.self) }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The binary SwiftPM built next to the test bundle: `swift test` builds every product of the
    /// package, and on Linux the test runner (`feed-ttyPackageTests.xctest`) and `feed-tty` both
    /// land in `<scratch>/<triple>/debug/`, which is `Bundle.main.bundleURL` for the runner.
    /// `FEED_TTY_BINARY` overrides it.
    static func executableURL() throws -> URL {
        if let override = ProcessInfo.processInfo.environment["FEED_TTY_BINARY"] {
            return URL(fileURLWithPath: override)
        }
        let candidates = [
            Bundle.main.bundleURL,
            Bundle.main.executableURL?.deletingLastPathComponent(),
            Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent(),
        ]
        for directory in candidates.compactMap({ $0 }) {
            let binary = directory.appendingPathComponent("feed-tty")
            if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        }
        throw Failure(
            description: "feed-tty binary not found in \(candidates.compactMap { $0?.path }); "
                + "build it with `swift build --build-tests` or set FEED_TTY_BINARY"
        )
    }

    /// Runs `feed-tty arguments`, writes `input` to its stdin and closes it at once (an empty
    /// `input` is an empty pipe at EOF), and waits at most `timeout` for it to exit and close its
    /// output. A run that takes longer is killed and throws, so a hang fails the test.
    static func run(
        _ arguments: [String],
        input: String = "",
        environment overrides: [String: String] = [:],
        timeout: TimeInterval = 10
    ) throws -> Result {
        let cacheHome = FileManager.default.temporaryDirectory
            .appendingPathComponent("feed-tty-e2e-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: cacheHome) }

        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        let start = Date()
        let child = try ChildProcess(
            executable: try executableURL(),
            arguments: arguments,
            environment: environment(cacheHome: cacheHome, overrides: overrides),
            standardInput: stdin,
            standardOutput: stdout,
            standardError: stderr
        )
        defer { child.stop() }
        let outputDrain = PipeDrain(stdout.fileHandleForReading)
        let errorDrain = PipeDrain(stderr.fileHandleForReading)

        if !input.isEmpty {
            // The child may already have exited (e.g. on a usage error): a failed write is fine.
            try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        }
        try? stdin.fileHandleForWriting.close()

        let exitStatus = child.waitForExit(timeout: timeout)
        let deadline = max(0.5, timeout - Date().timeIntervalSince(start))
        let output = outputDrain.wait(timeout: deadline)
        let errors = errorDrain.wait(timeout: 0.5)
        let duration = Date().timeIntervalSince(start)

        guard let exitStatus, output.reachedEnd else {
            child.stop()
            throw Failure(
                description: """
                    feed-tty \(arguments.joined(separator: " ")) did not finish within \(timeout)s.
                    stdout so far:
                    \(String(decoding: output.data, as: UTF8.self))
                    stderr so far:
                    \(String(decoding: errors.data, as: UTF8.self))
                    """
            )
        }
        return Result(stdout: output.data, stderr: errors.data, exitStatus: exitStatus, duration: duration)
    }

    /// The test runner's environment without what would change the output under test: no colour
    /// switch, English, the default width, and a cache of its own (never the user's cached feed).
    private static func environment(cacheHome: URL, overrides: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["NO_COLOR", "COLUMNS", "LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE", "FEED_TTY_BINARY"] {
            environment[name] = nil
        }
        environment["LANG"] = "en_US.UTF-8"
        environment["XDG_CACHE_HOME"] = cacheHome.path
        return environment.merging(overrides) { _, override in override }
    }

    private final class BundleMarker {}
}
