import Foundation
import XCTest

/// Debian's `nginx`, a real web server, on free ports of 127.0.0.1, configured from
/// `Scripts/peers/nginx.conf` and serving the demo's `feed.json`: over http at `/v1/feed` behind
/// Basic authentication (`user`, `password`) and at `/chunked/v1/feed` chunked; over https at
/// `/v1/feed` with TLS 1.2 only, TLS 1.3 only, and an expired certificate. `start(in:)` stops it
/// in the test's teardown and prints its logs when the test failed; where nginx is not installed
/// the test is skipped, except under CI (`Scripts/install-test-peers` installs it), where it fails.
public final class TestNginx: Sendable {
    /// `http://127.0.0.1:PORT`.
    public let plainURL: URL
    /// `https://127.0.0.1:PORT`, with `certificates.server`.
    public let tls12URL: URL
    public let tls13URL: URL
    /// `https://127.0.0.1:PORT`, with `certificates.expired`.
    public let expiredCertificateURL: URL
    private let peer: LoopbackPeer

    /// The feed every location serves, byte for byte.
    public static let feedFile = FeedServer.fixturesURL.appendingPathComponent("feed.json")

    public static func start(
        in testCase: XCTestCase, certificates: TestCertificates, user: String, password: String
    ) throws -> TestNginx {
        let executable = try LoopbackPeer.installed("/usr/sbin/nginx", package: "nginx")
        let nginx = try TestNginx(executable: executable, certificates: certificates, user: user, password: password)
        nginx.peer.stop(in: testCase)
        return nginx
    }

    private init(executable: URL, certificates: TestCertificates, user: String, password: String) throws {
        let directory = try LoopbackPeer.makeDirectory(for: "nginx")
        let ports = try LoopbackPeer.freePorts(4)
        (plainURL, tls12URL, tls13URL, expiredCertificateURL) = (
            URL(string: "http://127.0.0.1:\(ports[0])")!, URL(string: "https://127.0.0.1:\(ports[1])")!,
            URL(string: "https://127.0.0.1:\(ports[2])")!, URL(string: "https://127.0.0.1:\(ports[3])")!
        )
        let www = directory.appendingPathComponent("www", isDirectory: true)
        try FileManager.default.createDirectory(at: www, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.feedFile, to: www.appendingPathComponent("feed.json"))
        try Data("\(user):\(try Self.passwordHash(password))\n".utf8)
            .write(to: directory.appendingPathComponent("htpasswd"))

        let configuration = directory.appendingPathComponent("nginx.conf")
        try LoopbackPeer.write(
            template: "nginx.conf", to: configuration,
            replacing: [
                "DIR": directory.path, "USER": try Self.currentName(user: true),
                "GROUP": try Self.currentName(user: false), "HTTP_PORT": String(ports[0]),
                "TLS12_PORT": String(ports[1]), "TLS13_PORT": String(ports[2]), "EXPIRED_PORT": String(ports[3]),
                "CERTIFICATE": certificates.server.certificate.path, "CERTIFICATE_KEY": certificates.server.key.path,
                "EXPIRED_CERTIFICATE": certificates.expired.certificate.path,
                "EXPIRED_CERTIFICATE_KEY": certificates.expired.key.path,
            ])
        peer = try LoopbackPeer(
            name: "nginx", executable: executable,
            arguments: [
                "-p", directory.path, "-c", configuration.path, "-g",
                "daemon off; pid \(directory.appendingPathComponent("nginx.pid").path);",
            ],
            directory: directory, ports: ports, logs: ["error.log", "access.log"])
    }

    /// An htpasswd hash of `password` by `openssl passwd -apr1`, which nginx reads.
    private static func passwordHash(_ password: String) throws -> String {
        let output = Pipe()
        let child = try ChildProcess(
            executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: ["openssl", "passwd", "-apr1", password],
            standardInput: FileHandle.nullDevice, standardOutput: output, standardError: FileHandle.nullDevice)
        let drain = PipeDrain(output.fileHandleForReading)
        guard child.waitForExit(timeout: 10) == 0, case let (data, true) = drain.wait(timeout: 10) else {
            child.stop()
            throw FeedServer.Failure(description: "openssl passwd -apr1 failed (is openssl installed?)")
        }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The name of the user (or group) this process runs as, for nginx's `user` line: it runs
    /// its workers as that user when started by root, and ignores the line otherwise.
    private static func currentName(user: Bool) throws -> String {
        let name = user ? getpwuid(geteuid())?.pointee.pw_name : getgrgid(getegid())?.pointee.gr_name
        guard let name else { throw FeedServer.Failure(description: "no name for the current user or group") }
        return String(cString: name)
    }
}
