import Foundation

/// A throwaway certificate authority and server certificates made by `Scripts/make-test-certs`
/// (with the `openssl` command) in a temporary folder: trusted through `SSL_CERT_FILE`, for
/// https over loopback.
public struct TestCertificates: Sendable {
    public let directory: URL

    public init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("test-certs-\(UUID().uuidString)", isDirectory: true)
        let child = try ChildProcess(
            executable: FeedServer.repositoryRoot.appendingPathComponent("Scripts/make-test-certs"),
            arguments: [directory.path],
            standardInput: FileHandle.nullDevice,
            standardOutput: FileHandle.nullDevice,
            standardError: FileHandle.nullDevice
        )
        guard child.waitForExit(timeout: 30) == 0 else {
            throw FeedServer.Failure(description: "Scripts/make-test-certs failed (is openssl installed?)")
        }
    }

    public var authority: URL { file("ca.pem") }
    /// For 127.0.0.1 and localhost, signed by `authority`.
    public var server: (certificate: URL, key: URL) { pair("server") }
    /// For wrong.example only, signed by `authority`.
    public var wrongHost: (certificate: URL, key: URL) { pair("wrong-host") }
    /// For 127.0.0.1, self-signed.
    public var untrusted: (certificate: URL, key: URL) { pair("untrusted") }
    /// For 127.0.0.1, signed by `authority`, valid only on 2020-01-01.
    public var expired: (certificate: URL, key: URL) { pair("expired") }
    /// For 127.0.0.1, signed by `authority`, valid only from 2099-01-01.
    public var notYetValid: (certificate: URL, key: URL) { pair("not-yet-valid") }
    /// For 127.0.0.1, signed by an authority nobody trusts.
    public var unknownIssuer: (certificate: URL, key: URL) { pair("unknown-issuer") }

    public func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    private func pair(_ name: String) -> (certificate: URL, key: URL) {
        (file("\(name).pem"), file("\(name).key"))
    }

    private func file(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }
}
