import Foundation
import XCTest

/// Debian's `tinyproxy`, a real HTTP proxy, on a free port of 127.0.0.1, configured from
/// `Scripts/peers/tinyproxy.conf`: it forwards plain http, tunnels `CONNECT` to one port only, and
/// with `basicAuth` asks for a user name and password (407 without). `start(in:)` stops it in the
/// test's teardown and prints its log when the test failed; where tinyproxy is not installed the
/// test is skipped, except under CI (`Scripts/install-test-peers` installs it), where it fails.
public final class TestTinyproxy: Sendable {
    public let port: Int
    private let peer: LoopbackPeer

    /// What to put in `http_proxy` or `https_proxy`: `http://127.0.0.1:PORT`.
    public var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

    public static func start(
        in testCase: XCTestCase, tunnellingTo connectPort: Int, basicAuth: (user: String, password: String)? = nil
    ) throws -> TestTinyproxy {
        let executable = try LoopbackPeer.installed("/usr/bin/tinyproxy", package: "tinyproxy")
        let proxy = try TestTinyproxy(executable: executable, connectPort: connectPort, basicAuth: basicAuth)
        proxy.peer.stop(in: testCase)
        return proxy
    }

    private init(executable: URL, connectPort: Int, basicAuth: (user: String, password: String)?) throws {
        let directory = try LoopbackPeer.makeDirectory(for: "tinyproxy")
        port = try LoopbackPeer.freePorts(1)[0]
        let configuration = directory.appendingPathComponent("tinyproxy.conf")
        try LoopbackPeer.write(
            template: "tinyproxy.conf", to: configuration,
            replacing: [
                "PORT": String(port), "DIR": directory.path, "CONNECT_PORT": String(connectPort),
                "BASIC_AUTH": basicAuth.map { "BasicAuth \($0.user) \($0.password)" } ?? "",
            ])
        peer = try LoopbackPeer(
            name: "tinyproxy", executable: executable, arguments: ["-d", "-c", configuration.path],
            directory: directory, ports: [port], logs: ["tinyproxy.log"])
    }

    /// The request line of every request tinyproxy read, in order, like
    /// `CONNECT 127.0.0.1:8443 HTTP/1.1` or `GET http://127.0.0.1:8080/v1/feed HTTP/1.1`.
    public func requestLines() -> [String] {
        peer.log("tinyproxy.log").split(separator: "\n").compactMap { line in
            guard let marker = line.range(of: #"\]: Request \(file descriptor \d+\): "#, options: .regularExpression)
            else { return nil }
            return String(line[marker.upperBound...])
        }
    }
}
