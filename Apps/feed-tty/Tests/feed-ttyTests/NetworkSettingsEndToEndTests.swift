import Foundation
import TestSupport
import XCTest

/// The network as people configure it, read as curl reads it: proxies (http and SOCKS) and
/// `no_proxy` from the environment, credentials in `--url`. An unusable proxy setting is refused,
/// never gone around.
final class NetworkSettingsEndToEndTests: XCTestCase {
    func test_feedOverTLS_loadsThroughARealSOCKS5ProxyThatResolvesTheName() throws {
        let certificates = try TestCertificates()
        addTeardownBlock { certificates.remove() }
        let server = try FeedServer.start(in: self, certificate: certificates.server)
        let proxy = try TestSOCKSProxy.start(in: self)

        let result = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString, "--no-cache"],
            environment: [
                "https_proxy": "socks5h://127.0.0.1:\(proxy.port)", "SSL_CERT_FILE": certificates.authority.path,
            ])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertEqual(result.images[1], "JPEG 640x480", result.diagnostics)
    }

    func test_aSOCKSProxyThatIsNotThere_failsTheLoadNamingIt_andNothingGoesDirect() throws {
        let server = try FeedServer.start(in: self)

        let result = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString, "--no-cache"], environment: ["all_proxy": "socks5h://127.0.0.1:1"])

        XCTAssertEqual(result.exitStatus, 1, result.diagnostics)
        XCTAssertTrue(
            result.output.replacingOccurrences(of: "\n", with: " ").contains(
                "Couldn't connect to server 127.0.0.1:\(server.baseURL.port!): the proxy 127.0.0.1:1 cannot be reached"),
            result.diagnostics)
        XCTAssertEqual(server.requestLog(), [], "Expected no request to reach the server directly")
    }

    func test_aProxySettingItCannotUse_isRefusedAtStartNamingTheVariable_withItsPasswordHidden() throws {
        let server = try FeedServer.start(in: self)

        let result = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString, "--no-cache"],
            environment: [
                "HTTPS_PROXY": "ftp://ana:s3cret@127.0.0.1:8443", "http_proxy": "ftp://ana:s3cret@127.0.0.1:8443",
            ])

        XCTAssertEqual(result.exitStatus, 78, result.diagnostics)
        XCTAssertTrue(result.errorOutput.contains("http_proxy names no proxy feed-tty can use"), result.diagnostics)
        XCTAssertFalse(result.errorOutput.contains("s3cret"), result.diagnostics)
        XCTAssertEqual(server.requestLog(), [])
    }

    func test_noProxyBlock_sendsLoopbackDirectPastADeadProxy() throws {
        let server = try FeedServer.start(in: self)

        let result = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString, "--no-cache"],
            environment: ["http_proxy": "http://127.0.0.1:1", "no_proxy": "127.0.0.0/8"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertEqual(result.images[1], "JPEG 640x480", result.diagnostics)
    }

    func test_anEmptyNoProxy_isUnset_soNO_PROXYSendsTheFeedDirectPastADeadProxy() throws {
        let server = try FeedServer.start(in: self)

        let result = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString, "--no-cache"],
            environment: ["http_proxy": "http://127.0.0.1:1", "no_proxy": "", "NO_PROXY": "127.0.0.1"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertEqual(result.images[1], "JPEG 640x480", result.diagnostics)
    }

    func test_anUnusableSettingForAnotherScheme_letsTheFeedGoItsWay_asCurlDoes() throws {
        let server = try FeedServer.start(in: self)

        let result = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString, "--no-cache"], environment: ["https_proxy": "ftp://127.0.0.1:1"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertEqual(result.images[1], "JPEG 640x480", result.diagnostics)
    }

    func test_socks4ToAnIPv6Server_saysSOCKS4CannotReachIt() throws {
        let proxy = try TestSOCKSProxy.start(in: self)

        let result = try FeedTTYProcess.run(
            ["--url", "http://[::1]:1", "--no-cache"],
            environment: ["all_proxy": "socks://127.0.0.1:\(proxy.port)", "COLUMNS": "200"])

        XCTAssertEqual(result.exitStatus, 1, result.diagnostics)
        XCTAssertTrue(
            result.output.contains("the SOCKS4 proxy 127.0.0.1:\(proxy.port) cannot reach an IPv6 address"),
            result.diagnostics)
    }

    func test_aSOCKS5ProxysRefusal_isNamedAsTheProtocolNamesIt() throws {
        let proxy = try TestSOCKSProxy.start(in: self)

        let result = try FeedTTYProcess.run(
            ["--url", "http://127.0.0.1:1", "--no-cache"],
            environment: ["all_proxy": "socks5://127.0.0.1:\(proxy.port)", "COLUMNS": "200"])

        XCTAssertEqual(result.exitStatus, 1, result.diagnostics)
        XCTAssertTrue(
            result.output.contains("the proxy 127.0.0.1:\(proxy.port) refused: connection refused"), result.diagnostics)
    }

    func test_credentialsInTheURL_openAFeedBehindBasicAuthentication_andAreNeitherLoggedNorKeptOnDisk() throws {
        let server = try FeedServer.start(in: self, faults: ["basic-auth:ana:s3cr%t"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("credentials-\(UUID())")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        var url = URLComponents(url: server.baseURL, resolvingAgainstBaseURL: false)!
        url.percentEncodedUser = "ana"
        url.percentEncodedPassword = "s3cr%25t"
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let log = folder.appendingPathComponent("loads.log")
        let cache = folder.appendingPathComponent("cache")

        let result = try FeedTTYProcess.run(
            ["--url", url.url!.absoluteString, "--log", log.path, "--cache-dir", cache.path])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertEqual(result.images[1], "JPEG 640x480", result.diagnostics)
        XCTAssertFalse(result.output.contains("s3cr"), result.diagnostics)
        for file in try everyFile(under: folder) {
            XCTAssertFalse(file.path.contains("s3cr"), file.path)
            let contents = try Data(contentsOf: file)
            XCTAssertNil(contents.range(of: Data("s3cr".utf8)), "the password is in \(file.path)")
        }
    }

    // MARK: - Helpers

    private func everyFile(under folder: URL) throws -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        return (enumerator?.allObjects as? [URL] ?? []).filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
    }
}
