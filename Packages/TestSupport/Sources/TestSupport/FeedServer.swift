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

    private let server: LocalScriptServer

    /// What to give `feed-tty --url`: `http://127.0.0.1:PORT{base}`.
    public var baseURL: URL { server.url }
    public var logURL: URL { server.logURL }

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

    /// What the server serves by default: the demo's bundled fixtures, the one copy of them.
    public static let fixturesURL = repositoryRoot.appendingPathComponent("Packages/FeedDemo/Sources/FeedDemo/Fixtures")

    /// Starts a server for `testCase` and registers its stop as a teardown block.
    /// With `certificate`, it speaks https with that certificate and key (see `TestCertificates`).
    /// With `fixtures`, it serves that directory (laid out like `fixturesURL`) instead.
    public static func start(
        in testCase: XCTestCase,
        base: String = "/",
        faults: [String] = [],
        certificate: (certificate: URL, key: URL)? = nil,
        fixtures: URL? = nil,
        timeout: TimeInterval = 10
    ) throws -> FeedServer {
        let server = try FeedServer(
            base: base, faults: faults, certificate: certificate, fixtures: fixtures, timeout: timeout)
        testCase.addTeardownBlock { server.stop() }
        return server
    }

    private init(
        base: String, faults: [String], certificate: (certificate: URL, key: URL)?, fixtures: URL?,
        timeout: TimeInterval
    ) throws {
        server = try LocalScriptServer(script: "feed-server", timeout: timeout) { logURL in
            ["--host", "127.0.0.1", "--port", "0", "--base", base, "--log", logURL.path]
                + faults.flatMap { ["--fault", $0] }
                + (certificate.map { ["--tls-cert", $0.certificate.path, "--tls-key", $0.key.path] } ?? [])
                + (fixtures.map { ["--fixtures", $0.path] } ?? [])
        }
    }

    /// One line per request the server answered, like `GET /some/base/v1/feed?limit=10 200`.
    public func requestLog() -> [String] {
        server.requestLog()
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
        server.stop()
    }
}
