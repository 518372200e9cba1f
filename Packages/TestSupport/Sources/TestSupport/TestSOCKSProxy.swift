import Foundation
import XCTest

/// Debian's `microsocks`, a real SOCKS5 server, on a free port of 127.0.0.1, optionally asking
/// for a user name and password. `start(in:)` stops it in the test's teardown; where microsocks
/// is not installed the test is skipped, except under CI (`Scripts/install-test-peers` installs it), where it fails.
public final class TestSOCKSProxy: Sendable {
    public let port: Int
    private let child: ChildProcess

    public static func start(in testCase: XCTestCase, user: String? = nil, password: String? = nil) throws
        -> TestSOCKSProxy
    {
        let executable = URL(fileURLWithPath: "/usr/bin/microsocks")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            let message = "microsocks is not installed (Scripts/install-test-peers installs it)"
            if ProcessInfo.processInfo.environment["CI"] != nil {
                throw FeedServer.Failure(description: message)
            }
            throw XCTSkip(message)
        }
        let proxy = try TestSOCKSProxy(executable: executable, user: user, password: password)
        testCase.addTeardownBlock { proxy.child.stop() }
        return proxy
    }

    private init(executable: URL, user: String?, password: String?) throws {
        port = try Self.freePort()
        var arguments = ["-i", "127.0.0.1", "-p", String(port)]
        if let user, let password { arguments += ["-u", user, "-P", password] }
        child = try ChildProcess(
            executable: executable, arguments: arguments, standardInput: FileHandle.nullDevice,
            standardOutput: FileHandle.nullDevice, standardError: FileHandle.nullDevice)
        try waitUntilListening()
    }

    private func waitUntilListening() throws {
        for _ in 0..<200 {
            if Self.accepts(port) { return }
            Thread.sleep(forTimeInterval: 0.01)
        }
        child.stop()
        throw FeedServer.Failure(description: "microsocks did not listen on 127.0.0.1:\(port) within 2 s")
    }

    private static func accepts(_ port: Int) -> Bool {
        withLoopbackAddress(port: port) { descriptor, address, length in connect(descriptor, address, length) == 0 }
    }

    /// A port nothing listens on now: the kernel's choice for a socket bound to port 0.
    private static func freePort() throws -> Int {
        let port = withLoopbackAddress(port: 0) { descriptor, address, length -> Int in
            guard bind(descriptor, address, length) == 0 else { return 0 }
            var bound = sockaddr_in()
            var size = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &bound) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &size) }
            }
            return Int(UInt16(bigEndian: bound.sin_port))
        }
        guard port > 0 else { throw FeedServer.Failure(description: "no free port on 127.0.0.1") }
        return port
    }

    private static func withLoopbackAddress<Result>(
        port: Int, _ body: (Int32, UnsafePointer<sockaddr>, socklen_t) -> Result
    ) -> Result {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                body(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
    }
}
