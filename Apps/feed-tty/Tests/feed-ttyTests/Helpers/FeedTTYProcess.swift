import Foundation
import TestSupport
import XCTest

/// Runs the real, built `feed-tty` binary with stdin, stdout and stderr connected to pipes.
enum FeedTTYProcess {
    /// How long a run or a wait may take before it counts as a hang: a guard, not a speed target
    /// (those live in `Scripts/bench`). Ten times what the slowest ordinary run takes in a debug
    /// build on a quiet machine (the demo in sixel, about 2 s), stretched under a sanitizer, where
    /// that run took 12 s. Every `timeout` of a run or a wait is a guard like it, final as given
    /// (`Guards`: made from the step's quiet cost, or stretched under a sanitizer).
    static let defaultTimeout: TimeInterval = Guards.sanitized(20)
    /// The app's own default `--timeout` (30 s), stretched under a sanitizer like the guards: there
    /// a 30 MB page takes about 22 s to arrive on a quiet machine, and longer on a busy one.
    static let stretchedRequestTimeout = ["--timeout", String(Int(Guards.sanitized(30)))]

    struct Result {
        let stdout: Data
        let stderr: Data
        let exitStatus: Int32
        let duration: TimeInterval
        /// The run's peak resident memory, when it was measured (`Scripts/peak-rss`).
        var peakMemoryMegabytes: Double?

        var output: String { String(decoding: stdout, as: UTF8.self) }
        /// What the output said of each item's image, by item number (`ItemImageLines`).
        var images: [Int: String] { ItemImageLines.parse(output) }
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
        measuresPeakMemory: Bool = false,
        closing closedDescriptors: [Int32] = [],
        descriptorLimit: Int? = nil,
        timeout: TimeInterval = defaultTimeout
    ) throws -> Result {
        let session = try Session(
            arguments, environment: overrides, measuresPeakMemory: measuresPeakMemory, closing: closedDescriptors,
            descriptorLimit: descriptorLimit)
        session.send(input)
        return try session.finish(timeout: timeout)
    }

    /// A run whose input is written a piece at a time, for tests that act on what it printed.
    final class Session {
        private let arguments: [String]
        private let cacheHome: URL
        private let stdin = Pipe()
        private let child: ChildProcess
        private let outputDrain: PipeDrain
        private let errorDrain: PipeDrain
        private let start = Date()
        private let peakMemoryURL: URL?

        /// With `measuresPeakMemory`, the binary runs under `Scripts/peak-rss`, which passes
        /// everything through and records its peak resident memory when it ends. The descriptors in
        /// `closedDescriptors` (0, 1, 2) are closed when it starts, as a shell's `>&-` closes them:
        /// `/bin/sh` does that and `exec`s it, since `Process` can only connect them. With
        /// `descriptorLimit`, the shell lowers how many descriptors it may have open (`ulimit -n`).
        init(
            _ arguments: [String],
            environment overrides: [String: String] = [:],
            measuresPeakMemory: Bool = false,
            closing closedDescriptors: [Int32] = [],
            descriptorLimit: Int? = nil
        ) throws {
            self.arguments = arguments
            cacheHome = FileManager.default.temporaryDirectory
                .appendingPathComponent("feed-tty-e2e-\(UUID().uuidString)", isDirectory: true)
            peakMemoryURL =
                measuresPeakMemory
                ? FileManager.default.temporaryDirectory.appendingPathComponent("peak-rss-\(UUID().uuidString)") : nil
            let binary = try executableURL()
            let stdout = Pipe()
            let stderr = Pipe()
            let command =
                (closedDescriptors.isEmpty && descriptorLimit == nil
                    ? [] : FeedTTYProcess.closingShell(closedDescriptors, descriptorLimit: descriptorLimit))
                + (peakMemoryURL.map {
                    [FeedServer.repositoryRoot.appendingPathComponent("Scripts/peak-rss").path, $0.path, "--"]
                } ?? []) + [binary.path] + arguments
            child = try ChildProcess(
                executable: URL(fileURLWithPath: command[0]),
                arguments: Array(command.dropFirst()),
                environment: FeedTTYProcess.environment(cacheHome: cacheHome, overrides: overrides),
                standardInput: stdin,
                standardOutput: stdout,
                standardError: stderr
            )
            outputDrain = PipeDrain(stdout.fileHandleForReading)
            errorDrain = PipeDrain(stderr.fileHandleForReading)
        }

        deinit {
            child.stop()
            try? FileManager.default.removeItem(at: cacheHome)
            if let peakMemoryURL { try? FileManager.default.removeItem(at: peakMemoryURL) }
        }

        func send(_ input: String) {
            send(bytes: Data(input.utf8))
        }

        /// Writes `bytes` to the run's input as they are: megabytes of it cost no text conversion.
        func send(bytes: Data) {
            guard !bytes.isEmpty else { return }
            // The child may already have exited (e.g. on a usage error): a failed write is fine.
            try? stdin.fileHandleForWriting.write(contentsOf: bytes)
        }

        /// What the run has printed to stdout so far.
        var outputSoFar: String { String(decoding: outputDrain.dataSoFar, as: UTF8.self) }

        /// Waits until stdout contains `text`; false if it did not within `timeout`.
        func waitForOutput(containing text: String, timeout: TimeInterval = defaultTimeout) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if outputSoFar.contains(text) { return true }
                Thread.sleep(forTimeInterval: 0.02)
            }
            return false
        }

        /// Ends the run's input, as a script's end does, without waiting for anything.
        func closeInput() {
            try? stdin.fileHandleForWriting.close()
        }

        /// The run's process (`feed-tty` itself, also when a shell closed descriptors for it).
        var processIdentifier: Int32 { child.processIdentifier }

        /// Sends `signalNumber` to the run (SIGKILL: a crash, as far as the run can tell).
        func send(_ signalNumber: Int32) {
            child.send(signalNumber)
        }

        /// Closes stdin (unless told not to: a run ended by a signal must not also see the end of
        /// its input) and waits at most `timeout` for the run to exit and close its output.
        func finish(timeout: TimeInterval = defaultTimeout, closingInput: Bool = true) throws -> Result {
            if closingInput { try? stdin.fileHandleForWriting.close() }
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
            let peakKilobytes = peakMemoryURL.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
                .flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            return Result(
                stdout: output.data, stderr: errors.data, exitStatus: exitStatus, duration: duration,
                peakMemoryMegabytes: peakKilobytes.map { $0 / 1024 })
        }
    }

    /// `sh -c 'exec "$0" "$@" 1>&-' COMMAND ARGUMENTS…`: runs the command with those descriptors closed.
    fileprivate static func closingShell(_ descriptors: [Int32], descriptorLimit: Int?) -> [String] {
        let limit = descriptorLimit.map { "ulimit -n \($0) && " } ?? ""
        return ["/bin/sh", "-c", limit + #"exec "$0" "$@" "# + descriptors.map { "\($0)>&-" }.joined(separator: " ")]
    }

    /// The test runner's environment without what would change the output under test: no colour
    /// switch, English, the default width, no proxy, no configuration (a configuration folder of
    /// its own, no `FEED_TTY_URL`: never the developer's settings), and a cache of its own (never
    /// the user's cached feed).
    fileprivate static func environment(cacheHome: URL, overrides: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        let outside = [
            "NO_COLOR", "COLUMNS", "LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE", "FEED_TTY_BINARY", "FEED_TTY_URL",
        ]
        let proxies = ["http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY", "no_proxy", "NO_PROXY"]
        for name in outside + proxies {
            environment[name] = nil
        }
        environment["LANG"] = "en_US.UTF-8"
        environment["XDG_CACHE_HOME"] = cacheHome.path
        environment["XDG_CONFIG_HOME"] = cacheHome.appendingPathComponent("config").path
        return environment.merging(overrides) { _, override in override }
    }

    private final class BundleMarker {}
}
