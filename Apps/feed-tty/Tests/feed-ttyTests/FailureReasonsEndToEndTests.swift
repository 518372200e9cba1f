import Foundation
import TestSupport
import XCTest

/// Every failure says why, after the message, in the user's language; the log names the status
/// and the URL. Runs keep the default offline cache (empty for each server's new port), as a user's
/// do: a cache with nothing in it must not hide why the network failed.
final class FailureReasonsEndToEndTests: XCTestCase {
    func test_notFoundAndInvalidJSON_showDistinctReasons() throws {
        let notFound = try run(fault: "feed-404")
        let invalidJSON = try run(fault: "feed-invalid-json")

        XCTAssertEqual(notFound.exitStatus, 1, notFound.diagnostics)
        XCTAssertTrue(
            notFound.output.contains("Couldn't connect to server: HTTP\u{00A0}404 — type “refresh” to try again."),
            notFound.diagnostics)
        XCTAssertEqual(invalidJSON.exitStatus, 1, invalidJSON.diagnostics)
        XCTAssertTrue(
            invalidJSON.output.contains("Couldn't connect to server: not a valid feed — type “refresh” to try again."),
            invalidJSON.diagnostics)
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
            result.output.replacingOccurrences(of: "\n", with: " ").contains(
                "Δεν ήταν δυνατή η σύνδεση με τον διακομιστή: λήξη χρονικού ορίου μετά από 1\u{00A0}δευτ."),
            result.diagnostics)
    }

    func test_refusedConnection_saysSo() throws {
        let server = try FeedServer.start(in: self)
        let url = server.baseURL.absoluteString
        server.stop()

        let result = try FeedTTYProcess.run(["--url", url, "--lang", "pt-BR"])

        XCTAssertEqual(result.exitStatus, 1, result.diagnostics)
        XCTAssertTrue(
            result.output.contains("Não foi possível conectar ao servidor: conexão recusada"), result.diagnostics)
    }

    func test_untrustedCertificate_saysSo() throws {
        let certificates = try TestCertificates()
        addTeardownBlock { certificates.remove() }
        let server = try FeedServer.start(in: self, certificate: certificates.untrusted)

        let result = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString])

        XCTAssertEqual(result.exitStatus, 1, result.diagnostics)
        XCTAssertTrue(
            result.output.contains("Couldn't connect to server: TLS certificate not trusted"), result.diagnostics)
    }

    // MARK: - Helpers

    private func run(fault: String, arguments: [String] = []) throws -> FeedTTYProcess.Result {
        let server = try FeedServer.start(in: self, faults: [fault])
        return try FeedTTYProcess.run(["--url", server.baseURL.absoluteString] + arguments)
    }
}
