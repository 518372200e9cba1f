import Foundation
import TestSupport
import XCTest

/// Every failure says what happened and why, in the user's language: a server that answered is
/// never said to be out of reach; the log names the status and the URL. Runs keep the default offline cache (empty for each server's new port), as a user's
/// do: a cache with nothing in it must not hide why the network failed.
final class FailureReasonsEndToEndTests: XCTestCase {
    func test_notFoundAndInvalidJSON_sayTheServerAnsweredAndHow() throws {
        let notFound = try run(fault: "feed-404")
        let invalidJSON = try run(fault: "feed-invalid-json")

        XCTAssertEqual(notFound.exitStatus, 1, notFound.diagnostics)
        XCTAssertTrue(
            notFound.output.contains(
                "The server answered with an error: HTTP\u{00A0}404 — type “refresh” to try again."),
            notFound.diagnostics)
        XCTAssertEqual(invalidJSON.exitStatus, 1, invalidJSON.diagnostics)
        XCTAssertTrue(
            invalidJSON.output.contains("The server's answer is not a valid feed — type “refresh” to try again."),
            invalidJSON.diagnostics)
        for result in [notFound, invalidJSON] {
            XCTAssertFalse(result.output.contains("Couldn't connect"), result.diagnostics)
        }
    }

    func test_serverError_saysTheServerAnsweredInEveryLanguage() throws {
        let expectations = [
            ("pt-BR", "O servidor respondeu com um erro: HTTP\u{00A0}500"),
            ("el", "Ο διακομιστής απάντησε με σφάλμα: HTTP\u{00A0}500"),
        ]
        for (language, message) in expectations {
            let result = try run(fault: "feed-500", arguments: ["--lang", language])

            XCTAssertEqual(result.exitStatus, 1, result.diagnostics)
            XCTAssertTrue(result.output.contains(message), "\(language): \(result.diagnostics)")
        }
    }

    func test_failedComments_sayTheServerAnswered() throws {
        let result = try run(fault: "comments-500", input: "comments 1\n")

        XCTAssertTrue(
            result.output.contains(
                "The server answered with an error: HTTP\u{00A0}500 — type “refresh” to try again."),
            result.diagnostics)
    }

    func test_log_namesTheStatusAndTheURLOfAFailedLoad() throws {
        let server = try FeedServer.start(in: self, faults: ["feed-404"])
        let logURL = FileManager.default.temporaryDirectory.appendingPathComponent("feed-tty-\(UUID().uuidString).log")
        addTeardownBlock { try? FileManager.default.removeItem(at: logURL) }

        let result = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString, "--log", logURL.path])

        XCTAssertEqual(result.exitStatus, 1, result.diagnostics)
        let lines = try String(contentsOf: logURL, encoding: .utf8).split(separator: "\n")
        let feedURL = server.baseURL.absoluteString + "/v1/feed?limit=10"
        XCTAssertEqual(
            lines.filter { $0.contains(" feed page 1 \(feedURL) ") && $0.hasSuffix("ms failed HTTP 404") }.count, 1,
            "\(lines)")
    }

    func test_timeout_saysItsSecondsInTheChosenLanguage() throws {
        let result = try run(fault: "slow-headers:10", arguments: ["--timeout", "1", "--lang", "el"])

        XCTAssertEqual(result.exitStatus, 1, result.diagnostics)
        // Wrapped at 80 columns, never between the number and its unit: compare with lines joined.
        XCTAssertTrue(
            result.output.replacingOccurrences(of: "\n", with: " ")
                .replacing(/διακομιστή 127\.0\.0\.1:\d+:/, with: "διακομιστή 127.0.0.1:PORT:").contains(
                    "Δεν ήταν δυνατή η σύνδεση με τον διακομιστή 127.0.0.1:PORT: λήξη χρονικού ορίου μετά από "
                        + "1\u{00A0}δευτ."),
            result.diagnostics)
    }

    func test_refusedConnection_saysSoNamingTheServersHostAndPortWithoutItsCredentials() throws {
        let server = try FeedServer.start(in: self)
        let port = try XCTUnwrap(server.baseURL.port)
        server.stop()

        let result = try FeedTTYProcess.run(["--url", "http://ana:S3cr3tPW@127.0.0.1:\(port)/", "--lang", "pt-BR"])

        XCTAssertEqual(result.exitStatus, 1, result.diagnostics)
        XCTAssertTrue(
            result.output.replacingOccurrences(of: "\n", with: " ").contains(
                "Não foi possível conectar ao servidor 127.0.0.1:\(port): conexão recusada"),
            result.diagnostics)
        XCTAssertFalse(result.output.contains("S3cr3tPW") || result.output.contains("ana:"), result.diagnostics)
    }

    func test_refusedCertificate_saysWhyItWasRefused() throws {
        let certificates = try TestCertificates()
        addTeardownBlock { certificates.remove() }
        let cases = [
            (certificates.untrusted, "TLS certificate self-signed"), (certificates.expired, "TLS certificate expired"),
            (certificates.notYetValid, "TLS certificate not yet valid"),
            (certificates.unknownIssuer, "TLS certificate from an unknown issuer"),
            (certificates.wrongHost, "TLS certificate for another host name"),
        ]
        for (certificate, reason) in cases {
            let server = try FeedServer.start(in: self, certificate: certificate)

            let result = try FeedTTYProcess.run(
                ["--url", server.baseURL.absoluteString], environment: ["SSL_CERT_FILE": certificates.authority.path])

            XCTAssertEqual(result.exitStatus, 1, result.diagnostics)
            XCTAssertTrue(
                result.output.replacingOccurrences(of: "\n", with: " ").contains(
                    "Couldn't connect to server \(server.baseURL.host!):\(server.baseURL.port!): \(reason)"),
                result.diagnostics)
        }
    }

    func test_proxyThatRefusesTheTunnel_saysSoWithItsStatus() throws {
        let certificates = try TestCertificates()
        addTeardownBlock { certificates.remove() }
        let server = try FeedServer.start(in: self, certificate: certificates.server)
        let proxy = try TestHTTPProxy.start(in: self, requiring: "user:secret")

        let result = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString, "--no-cache"],
            environment: ["https_proxy": proxy.url.absoluteString, "SSL_CERT_FILE": certificates.authority.path])

        XCTAssertEqual(result.exitStatus, 1, result.diagnostics)
        XCTAssertTrue(
            result.output.replacingOccurrences(of: "\n", with: " ").contains(
                "Couldn't connect to server \(server.baseURL.host!):\(server.baseURL.port!): the proxy "
                    + "127.0.0.1:\(proxy.url.port!) refused the connection: HTTP\u{00A0}407"
            ),
            result.diagnostics)
    }

    // MARK: - Helpers

    private func run(fault: String, arguments: [String] = [], input: String = "") throws -> FeedTTYProcess.Result {
        let server = try FeedServer.start(in: self, faults: [fault])
        return try FeedTTYProcess.run(["--url", server.baseURL.absoluteString] + arguments, input: input)
    }
}
