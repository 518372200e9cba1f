import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A launched child process whose end can be awaited with a deadline, so a hang fails a test
/// instead of hanging it, and which is always reaped: `stop()` sends SIGTERM, then SIGKILL.
public final class ChildProcess: Sendable {
    private let process: Process
    private let exited = DispatchGroup()

    public var processIdentifier: Int32 { process.processIdentifier }

    /// Launches `executable` with stdin, stdout and stderr as given.
    public init(
        executable: URL,
        arguments: [String],
        environment: [String: String]? = nil,
        standardInput: Any?,
        standardOutput: Any?,
        standardError: Any?
    ) throws {
        ignoreBrokenPipes
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        process.standardError = standardError

        exited.enter()
        let exited = self.exited
        process.terminationHandler = { _ in exited.leave() }
        do {
            try process.run()
        } catch {
            exited.leave()
            throw error
        }
    }

    /// The exit status (or terminating signal) once the process has ended within `timeout`; nil otherwise.
    public func waitForExit(timeout: TimeInterval) -> Int32? {
        guard exited.wait(timeout: .now() + timeout) == .success else { return nil }
        return process.terminationStatus
    }

    public var isRunning: Bool { exited.wait(timeout: .now()) != .success }

    public func send(_ signalNumber: Int32) {
        kill(process.processIdentifier, signalNumber)
    }

    /// Ends the process if it still runs: SIGTERM, and SIGKILL if that is not enough within `grace`.
    public func stop(grace: TimeInterval = 3) {
        guard isRunning else { return }
        kill(process.processIdentifier, SIGTERM)
        if waitForExit(timeout: grace) == nil {
            kill(process.processIdentifier, SIGKILL)
            _ = waitForExit(timeout: grace)
        }
    }
}

/// Writing to a pipe whose reader already exited must fail the write, not kill the test process.
private let ignoreBrokenPipes: Void = {
    signal(SIGPIPE, SIG_IGN)
}()

/// Reads a file handle to its end on a background queue; `wait(timeout:)` bounds the wait.
public final class PipeDrain: Sendable {
    private let data = Mutex(Data())
    private let done = DispatchGroup()

    public init(_ handle: FileHandle) {
        done.enter()
        DispatchQueue.global().async { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                data.withLock { $0.append(chunk) }
            }
            done.leave()
        }
    }

    /// Everything read so far, without waiting.
    public var dataSoFar: Data { data.withLock { $0 } }

    /// Everything read so far, and whether the end of the stream was reached within `timeout`.
    public func wait(timeout: TimeInterval) -> (data: Data, reachedEnd: Bool) {
        let reachedEnd = done.wait(timeout: .now() + timeout) == .success
        return (data.withLock { $0 }, reachedEnd)
    }
}
