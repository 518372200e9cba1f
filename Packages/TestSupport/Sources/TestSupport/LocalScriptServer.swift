import Foundation
import Synchronization

/// One of the repository's Python test servers (`Scripts/feed-server`, `Scripts/http-proxy`), run
/// with `python3` in a folder of its own that holds its request log and its stderr. It is up once
/// it prints `listening on URL`; a server that does not within `timeout` fails with what it said.
final class LocalScriptServer: Sendable {
    let url: URL
    let logURL: URL
    private let child: ChildProcess
    private let directory: URL

    /// `arguments` gets the path of the request log to pass on.
    init(script: String, timeout: TimeInterval, arguments: (_ logURL: URL) -> [String]) throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(script)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        logURL = directory.appendingPathComponent("requests.log")
        let errorLogURL = directory.appendingPathComponent("stderr.log")
        _ = FileManager.default.createFile(atPath: errorLogURL.path, contents: nil)

        let scriptURL = FeedServer.repositoryRoot.appendingPathComponent("Scripts/\(script)")
        let stdout = Pipe()
        child = try ChildProcess(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["python3", scriptURL.path] + arguments(logURL),
            standardInput: FileHandle.nullDevice,
            standardOutput: stdout,
            standardError: try FileHandle(forWritingTo: errorLogURL)
        )

        let line = FirstLineReader(stdout.fileHandleForReading).wait(timeout: timeout)
        guard let line, line.hasPrefix("listening on "), let url = URL(string: String(line.dropFirst(13))) else {
            child.stop()
            let errors = (try? String(contentsOf: errorLogURL, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(at: directory)
            throw FeedServer.Failure(
                description:
                    "\(script) did not start within \(timeout)s; stdout: \(line ?? "nothing"); stderr: \(errors)"
            )
        }
        self.url = url
    }

    /// One line per request answered.
    func requestLog() -> [String] {
        let text = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    func stop() {
        child.stop()
        try? FileManager.default.removeItem(at: directory)
    }
}

/// Reads up to the first newline on a background queue. The rest of the stream is left unread
/// (the server prints nothing else) and the pipe stays open until the server ends.
private final class FirstLineReader: Sendable {
    private let line = DispatchGroup()
    private let result = Mutex<String?>(nil)

    init(_ handle: FileHandle) {
        line.enter()
        DispatchQueue.global().async { [self] in
            var data = Data()
            while !data.contains(UInt8(ascii: "\n")) {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                data.append(chunk)
            }
            if let newline = data.firstIndex(of: UInt8(ascii: "\n")) {
                let text = String(decoding: data[..<newline], as: UTF8.self)
                result.withLock { $0 = text }
            }
            line.leave()
        }
    }

    func wait(timeout: TimeInterval) -> String? {
        guard line.wait(timeout: .now() + timeout) == .success else { return nil }
        return result.withLock { $0 }
    }
}
