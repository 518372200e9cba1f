import Foundation
import Synchronization
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `Scripts/feed-server` run with `python3` on a free port of 127.0.0.1, logging every request to
/// a file of its own. `start(in:)` stops it in the test's teardown, so no server outlives a test.
public final class FeedServer: Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// What to give `feed-tty --url`: `http://127.0.0.1:PORT{base}`.
    public let baseURL: URL
    public let logURL: URL
    private let child: ChildProcess
    private let directory: URL

    public static let repositoryRoot: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Scripts/feed-server").path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        preconditionFailure("Scripts/feed-server not found above \(#filePath)")
    }()

    public static let fixturesURL = repositoryRoot.appendingPathComponent("Scripts/fixtures")

    /// Starts a server for `testCase` and registers its stop as a teardown block.
    /// With `certificate`, it speaks https with that certificate and key (see `TestCertificates`).
    public static func start(
        in testCase: XCTestCase,
        base: String = "/",
        faults: [String] = [],
        certificate: (certificate: URL, key: URL)? = nil,
        timeout: TimeInterval = 10
    ) throws -> FeedServer {
        let server = try FeedServer(base: base, faults: faults, certificate: certificate, timeout: timeout)
        testCase.addTeardownBlock { server.stop() }
        return server
    }

    private init(base: String, faults: [String], certificate: (certificate: URL, key: URL)?, timeout: TimeInterval)
        throws
    {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("feed-server-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        logURL = directory.appendingPathComponent("requests.log")
        let errorLogURL = directory.appendingPathComponent("stderr.log")
        _ = FileManager.default.createFile(atPath: errorLogURL.path, contents: nil)

        let script = Self.repositoryRoot.appendingPathComponent("Scripts/feed-server")
        let arguments =
            [script.path, "--host", "127.0.0.1", "--port", "0", "--base", base, "--log", logURL.path]
            + faults.flatMap { ["--fault", $0] }
            + (certificate.map { ["--tls-cert", $0.certificate.path, "--tls-key", $0.key.path] } ?? [])
        let stdout = Pipe()
        let child = try ChildProcess(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["python3"] + arguments,
            standardInput: FileHandle.nullDevice,
            standardOutput: stdout,
            standardError: try FileHandle(forWritingTo: errorLogURL)
        )
        self.child = child

        let line = Self.firstLine(of: stdout.fileHandleForReading, timeout: timeout)
        guard let line, line.hasPrefix("listening on "), let url = URL(string: String(line.dropFirst(13))) else {
            child.stop()
            let errors = (try? String(contentsOf: errorLogURL, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(at: directory)
            throw Failure(
                description:
                    "feed-server did not start within \(timeout)s; stdout: \(line ?? "nothing"); stderr: \(errors)"
            )
        }
        baseURL = url
    }

    /// One line per request the server answered, like `GET /some/base/v1/feed?limit=10 200`.
    public func requestLog() -> [String] {
        let text = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// How many connections the server accepted and requests it answered since it started.
    public func stats() throws -> (connections: Int, requests: Int) {
        let data = try Self.fetch(controlURL(path: "/__control/stats"))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Int],
            let connections = object["connections"], let requests = object["requests"]
        else { throw Failure(description: "feed-server stats unreadable") }
        return (connections, requests)
    }

    /// The URL of `path` on this server's origin.
    public func url(path: String) -> URL {
        controlURL(path: path)
    }

    /// Replaces the server's active fault modes while it runs.
    public func setFaults(_ faults: [String]) throws {
        var request = URLRequest(url: controlURL(path: "/__control/faults"))
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: ["faults": faults])
        let status = Mutex<Int?>(nil)
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { _, response, _ in
            status.withLock { $0 = (response as? HTTPURLResponse)?.statusCode }
            done.signal()
        }.resume()
        guard done.wait(timeout: .now() + 5) == .success, status.withLock({ $0 }) == 200 else {
            throw Failure(description: "feed-server did not accept faults \(faults)")
        }
    }

    private func controlURL(path: String) -> URL {
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)!
        components.path = path
        return components.url!
    }

    /// Over plain http only: the test helpers never depend on the clients under test.
    private static func fetch(_ url: URL) throws -> Data {
        let result = Mutex<Data?>(nil)
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: url) { data, _, _ in
            result.withLock { $0 = data }
            done.signal()
        }.resume()
        guard done.wait(timeout: .now() + 5) == .success, let data = result.withLock({ $0 }) else {
            throw Failure(description: "feed-server did not answer \(url)")
        }
        return data
    }

    public func stop() {
        child.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// The first line the server prints, without its newline; nil on EOF or timeout.
    private static func firstLine(of handle: FileHandle, timeout: TimeInterval) -> String? {
        let reader = FirstLineReader(handle)
        return reader.wait(timeout: timeout)
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
