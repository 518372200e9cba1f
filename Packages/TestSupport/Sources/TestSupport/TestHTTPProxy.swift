import Foundation
import XCTest

/// `Scripts/http-proxy` on a free port of 127.0.0.1: forwards plain http and tunnels `CONNECT`,
/// to loopback only, logging one line per request. `start(in:)` stops it in the test's teardown.
public final class TestHTTPProxy: Sendable {
    private let server: LocalScriptServer

    /// What to put in `http_proxy` or `https_proxy`: `http://127.0.0.1:PORT`.
    public var url: URL { server.url }

    /// With `credentials` (`user:password`), requests without them get 407.
    public static func start(in testCase: XCTestCase, requiring credentials: String? = nil) throws -> TestHTTPProxy {
        let proxy = try TestHTTPProxy(credentials: credentials)
        testCase.addTeardownBlock { proxy.stop() }
        return proxy
    }

    private init(credentials: String?) throws {
        server = try LocalScriptServer(script: "http-proxy", timeout: 10) { logURL in
            ["--port", "0", "--log", logURL.path] + (credentials.map { ["--require-auth", $0] } ?? [])
        }
    }

    /// One line per request, like `CONNECT 127.0.0.1:8443 200` or `GET http://127.0.0.1:8080/v1/feed 200`.
    public func requestLog() -> [String] {
        server.requestLog()
    }

    public func stop() {
        server.stop()
    }
}
