import Foundation
import TestSupport
import XCTest

/// Whatever the server does wrong, feed-tty shows the localized error and why, or sanitized data, keeps
/// taking commands, exits cleanly and on time, and writes not one escape byte to a pipe. One test
/// per `Scripts/feed-server` fault mode. A slow server takes an hour, so a run that ends within its
/// hang guard was ended by its own deadline.
final class FaultModesEndToEndTests: XCTestCase {
    /// A run with `--timeout 1` on a quiet machine, in a debug build: about 1.2 s.
    private let deadlineBound = Guards.hang(quietSeconds: 1.3)

    func test_slowHeaders_failWithinTheTimeout() throws {
        let result = try run(fault: "slow-headers:3600", timeout: 1)

        assertFeedError(result, message: "Couldn't connect to server 127.0.0.1:PORT: timed out after 1\u{00A0}s")
        XCTAssertLessThan(
            result.duration, deadlineBound, "Expected --timeout 1 to bound the wait\n\(result.diagnostics)")
    }

    func test_slowBody_failsWithinTheTimeout() throws {
        let result = try run(fault: "slow-body:3600", timeout: 1)

        assertFeedError(result, message: "Couldn't connect to server 127.0.0.1:PORT: timed out after 1\u{00A0}s")
        XCTAssertLessThan(
            result.duration, deadlineBound, "Expected --timeout 1 to bound the transfer\n\(result.diagnostics)")
    }

    func test_notFound_showsTheError() throws {
        assertFeedError(try run(fault: "feed-404"), message: "The server answered with an error: HTTP\u{00A0}404")
    }

    func test_serverError_showsTheError() throws {
        assertFeedError(try run(fault: "feed-500"), message: "The server answered with an error: HTTP\u{00A0}500")
    }

    func test_redirectLoop_showsTheError() throws {
        assertFeedError(
            try run(fault: "feed-redirect-loop"),
            message: "Couldn't connect to server 127.0.0.1:PORT: too many redirects")
    }

    func test_redirect_isFollowed() throws {
        let result = try run(fault: "feed-redirect")

        assertCleanExit(result, status: 0)
        XCTAssertTrue(result.output.contains(" 1. An espresso in a red cup and saucer"), result.diagnostics)
    }

    /// As a server does with objects it stores compressed: the request offered no coding.
    func test_pagesAndImagesSentCompressedUnasked_areInflated() throws {
        for fault in ["feed-compressed:gzip", "feed-compressed:deflate", "image-compressed:gzip"] {
            let result = try run(fault: fault)

            assertCleanExit(result, status: 0)
            XCTAssertTrue(
                result.output.contains(" 1. An espresso in a red cup and saucer"), "\(fault)\n\(result.diagnostics)")
            XCTAssertTrue(result.output.contains("image: JPEG 640x480"), "\(fault)\n\(result.diagnostics)")
        }
    }

    func test_invalidJSON_showsTheError() throws {
        assertFeedError(try run(fault: "feed-invalid-json"), message: "The server's answer is not a valid feed")
    }

    func test_truncatedBody_showsTheError() throws {
        assertFeedError(
            try run(fault: "feed-truncated"), message: "Couldn't connect to server 127.0.0.1:PORT: connection closed")
    }

    func test_wrongJSONTypes_showTheError() throws {
        assertFeedError(try run(fault: "feed-wrong-types"), message: "The server's answer is not a valid feed")
    }

    func test_aMillionItems_areRejectedAsTooLargeWithoutReadingThemAll() throws {
        let result = try run(fault: "feed-million")

        assertFeedError(result, message: "The server's answer is too large: over 32\u{00A0}MB")
        XCTAssertLessThan(result.duration, Guards.hang(quietSeconds: 2), result.diagnostics)
    }

    func test_a200MBBody_isRejectedAsTooLargeWithoutReadingItAll() throws {
        let result = try run(fault: "feed-huge-body")

        assertFeedError(result, message: "The server's answer is too large: over 32\u{00A0}MB")
        XCTAssertLessThan(result.duration, Guards.hang(quietSeconds: 2), result.diagnostics)
    }

    func test_aHugeImage_isShownAsFailed() throws {
        let result = try run(fault: "image-huge:chelsea-360x240.png")

        assertCleanExit(result, status: 0)
        XCTAssertEqual(result.images[2]?.hasPrefix("failed"), true, result.diagnostics)
        XCTAssertEqual(result.images[1], "JPEG 640x480", result.diagnostics)
    }

    func test_invalidUTF8_showsTheErrorOrSanitizedText() throws {
        let result = try run(fault: "feed-invalid-utf8")

        XCTAssertTrue([0, 1].contains(result.exitStatus), result.diagnostics)
        assertCleanExit(result, status: result.exitStatus)
        XCTAssertTrue(
            result.output.contains("The server's answer is not a valid feed") || result.output.contains(" 1. "),
            result.diagnostics)
    }

    func test_hostileText_isShownSanitizedEverywhere() throws {
        let result = try run(fault: "hostile-text", input: "comments 1\nback\nhelp\n")

        assertCleanExit(result, status: 0)
        XCTAssertTrue(result.output.contains("\nComments on item 1"), result.diagnostics)
        XCTAssertTrue(result.output.contains("␛[2J"), "Expected the escape shown, not obeyed\n\(result.diagnostics)")
    }

    func test_aOneMegabyteDescription_isWrappedAndCutAtTheDisplayLimit() throws {
        let result = try run(fault: "feed-long-description")

        assertCleanExit(result, status: 0)
        let longest = result.output.split(separator: "\n").map(\.count).max() ?? 0
        XCTAssertLessThanOrEqual(longest, 80, "Expected every line wrapped to 80 columns")
        XCTAssertEqual(
            result.output.components(separatedBy: "… [text truncated]").count - 1, 9,
            "Expected each of the page's nine descriptions cut at 10,000 characters\n\(result.diagnostics)")
        XCTAssertLessThan(result.stdout.count, 200_000, result.diagnostics)
    }

    func test_aWebPageWhereAnImageShouldBe_isShownAsFailed() throws {
        let result = try run(fault: "image-html:chelsea-360x240.png")

        assertCleanExit(result, status: 0)
        XCTAssertEqual(result.images[2]?.hasPrefix("failed"), true, result.diagnostics)
    }

    func test_slowComments_failWithinTheTimeoutAndBackStillWorks() throws {
        let result = try run(fault: "comments-slow-headers:3600", timeout: 1, input: "comments 1\nback\nhelp\n")

        assertCleanExit(result, status: 0)
        XCTAssertTrue(result.output.contains("…\nLoading…\nCouldn't connect to server 127.0.0.1:"), result.diagnostics)
        XCTAssertTrue(
            outputNamingAnyPort(result).contains(
                "Couldn't connect to server 127.0.0.1:PORT: timed out after 1\u{00A0}s — type “refresh” to try again."),
            result.diagnostics)
        XCTAssertLessThan(result.duration, deadlineBound, result.diagnostics)
    }

    // MARK: - Helpers

    /// Runs feed-tty against a server in `fault` mode, taking `input` and then `help` (to show that
    /// commands are still accepted) from a pipe.
    private func run(
        fault: String,
        timeout: Int? = nil,
        input: String = "help\n",
        timeoutForRun: TimeInterval = FeedTTYProcess.defaultTimeout
    ) throws -> FeedTTYProcess.Result {
        let server = try FeedServer.start(in: self, faults: [fault])
        let arguments =
            ["--url", server.baseURL.absoluteString, "--no-cache"] + (timeout.map { ["--timeout", "\($0)"] } ?? [])
        return try FeedTTYProcess.run(arguments, input: input, timeout: timeoutForRun)
    }

    /// Exit status 1, and the error says what happened: the server out of reach, or its answer.
    private func assertFeedError(
        _ result: FeedTTYProcess.Result, message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        assertCleanExit(result, status: 1, file: file, line: line)
        XCTAssertTrue(
            outputNamingAnyPort(result).contains("\(message) — type “refresh” to try again."), result.diagnostics,
            file: file, line: line)
    }

    /// The output unwrapped (lines joined by spaces, as the wrapper broke them), with the
    /// feed-server's port, a new one each run, written `PORT`.
    private func outputNamingAnyPort(_ result: FeedTTYProcess.Result) -> String {
        result.output.replacingOccurrences(of: "\n", with: " ")
            .replacing(/server 127\.0\.0\.1:\d+/, with: "server 127.0.0.1:PORT")
    }

    /// The exit status, commands still taken (`help` answered), nothing on stderr, and not one
    /// escape or other control byte on stdout.
    private func assertCleanExit(
        _ result: FeedTTYProcess.Result,
        status: Int32,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertEqual(result.exitStatus, status, result.diagnostics, file: file, line: line)
        XCTAssertTrue(result.output.contains("Commands:"), "Expected commands still taken", file: file, line: line)
        XCTAssertEqual(result.errorOutput, "", "Expected nothing on stderr", file: file, line: line)
        XCTAssertFalse(
            result.stdout.contains { $0 < 0x20 && $0 != UInt8(ascii: "\n") }, "Expected no control byte on stdout",
            file: file, line: line)
    }
}
