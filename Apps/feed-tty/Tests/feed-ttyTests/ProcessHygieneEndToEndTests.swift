import Foundation
import TestSupport
import XCTest

/// The built binary where a process meets its surroundings: command-line values that only look
/// valid, closed standard descriptors, SIGQUIT, a log that cannot be written, passwords in URLs.
final class ProcessHygieneEndToEndTests: XCTestCase {
    // MARK: - Command line

    func test_url_thatTheEndpointsCannotTurnIntoARequestURL_isAUsageError() throws {
        for url in ["http://a%20b", "http://%00", "http://a%2Fb/", "http://user:pw@%00"] {
            let result = try FeedTTYProcess.run(["--url", url])

            XCTAssertEqual(result.exitStatus, 64, "\(url)\n\(result.diagnostics)")
            XCTAssertTrue(result.errorOutput.hasPrefix("feed-tty: --url needs"), "\(url)\n\(result.diagnostics)")
            XCTAssertEqual(result.output, "", url)
        }
    }

    func test_url_withAPassword_isNotRepeatedInTheUsageError() throws {
        let result = try FeedTTYProcess.run(["--url", "http://user:pw@%00"])

        XCTAssertEqual(result.exitStatus, 64, result.diagnostics)
        XCTAssertTrue(result.errorOutput.contains("“http://***@%00”"), result.diagnostics)
        XCTAssertFalse(result.errorOutput.contains("pw"), result.diagnostics)
    }

    func test_timeout_thatIsNotDecimalSeconds_isAUsageError() throws {
        for timeout in ["0x10", "1e-9"] {
            let result = try FeedTTYProcess.run(["--timeout", timeout, "--version"])

            XCTAssertEqual(result.exitStatus, 64, "\(timeout)\n\(result.diagnostics)")
            XCTAssertTrue(result.errorOutput.contains("--timeout needs"), "\(timeout)\n\(result.diagnostics)")
        }
    }

    // MARK: - Standard descriptors

    func test_usageError_withStderrClosed_exits64() throws {
        let result = try FeedTTYProcess.run(["--bogus"], closing: [STDERR_FILENO])

        XCTAssertEqual(result.exitStatus, 64, result.diagnostics)
    }

    func test_log_withStdoutClosed_receivesOnlyLogLines() throws {
        let server = try FeedServer.start(in: self)
        let logURL = temporaryLogURL()

        let result = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString, "--log", logURL.path], closing: [STDOUT_FILENO])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        try assertOnlyLogLines(in: logURL)
    }

    func test_closedStdoutAndStderr_areReopenedOnDevNullForTheWholeRun() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/proc/self/fd"), "needs /proc (Linux)")
        let server = try FeedServer.start(in: self)
        let logURL = temporaryLogURL()
        let session = try FeedTTYProcess.Session(
            ["--url", server.baseURL.absoluteString, "--log", logURL.path], closing: [STDOUT_FILENO, STDERR_FILENO])
        XCTAssertTrue(waitForLine(containing: " feed page 1 ", in: logURL), "the feed was never loaded")

        let descriptors = [STDOUT_FILENO, STDERR_FILENO].map { descriptor in
            try? FileManager.default.destinationOfSymbolicLink(
                atPath: "/proc/\(session.processIdentifier)/fd/\(descriptor)")
        }
        let result = try session.finish()

        XCTAssertEqual(descriptors, ["/dev/null", "/dev/null"])
        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        try assertOnlyLogLines(in: logURL)
    }

    /// On Linux the app reads the network through its own transport: a run that has shown a page
    /// from the network has mapped neither FoundationNetworking nor libcurl (nor the 26 libraries
    /// libcurl needs), which cost every run about 8 MB and 5 ms.
    func test_networkRun_loadsNeitherFoundationNetworkingNorLibcurl() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/proc/self/maps"), "needs /proc (Linux)")
        let server = try FeedServer.start(in: self)
        let session = try FeedTTYProcess.Session(["--url", server.baseURL.absoluteString, "--no-cache"])
        XCTAssertTrue(session.waitForOutput(containing: "10. "), "the feed never showed")

        // Read, not sized: a /proc file says it is empty.
        let mapsFile = URL(fileURLWithPath: "/proc/\(session.processIdentifier)/maps")
        let maps = String(decoding: try FileHandle(forReadingFrom: mapsFile).readToEnd() ?? Data(), as: UTF8.self)
        let result = try session.finish()

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)

        XCTAssertTrue(maps.contains("libFoundationEssentials"), "expected the maps of a Swift process")
        for library in ["libFoundationNetworking", "libcurl"] {
            XCTAssertFalse(maps.contains(library), "\(library) is loaded")
        }
    }

    // MARK: - Signals

    func test_sigquit_endsTheRunLikeSIGTERMWithStatus131AndNoBacktrace() throws {
        let server = try FeedServer.start(in: self)
        let session = try FeedTTYProcess.Session(["--url", server.baseURL.absoluteString, "--no-cache"])
        XCTAssertTrue(session.waitForOutput(containing: "10. "), "the feed never showed")

        session.send(SIGQUIT)
        let start = Date()
        let result = try session.finish(timeout: Guards.sanitized(5), closingInput: false)

        XCTAssertEqual(result.exitStatus, 131, result.diagnostics)
        // Within the one-second grace (`Scripts/bench`'s `signal_exit`); here a guard against a hang.
        XCTAssertLessThan(Date().timeIntervalSince(start), Guards.hang(quietSeconds: 1))
        XCTAssertEqual(result.errorOutput, "", "Expected no backtrace")
    }

    // MARK: - Log

    func test_log_onAFullDisk_isReportedOnceOnStderrAndTheRunGoesOn() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full (Linux)")
        let server = try FeedServer.start(in: self)

        let result = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString, "--log", "/dev/full"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertTrue(result.output.contains("10. "), result.diagnostics)
        XCTAssertEqual(
            result.errorOutput,
            "feed-tty: could not write to the log file “/dev/full” (No space left on device); "
                + "some loads will be missing from it\n")
    }

    func test_log_hidesThePasswordOfAnImageURLFromTheServer() throws {
        let server = try StaticFileServer.start(in: self)
        let imageURL = "http://bob:SECRET@127.0.0.1:\(server.baseURL.port ?? 0)/pixel.png"
        try server.serve(
            Data(#"{"items": [{"id": "\#(UUID())", "description": "one", "image": "\#(imageURL)"}]}"#.utf8),
            at: "v1/feed")
        try server.serve(
            Data(contentsOf: FeedServer.fixturesURL.appendingPathComponent("images/pixel.png")), at: "pixel.png")
        let logURL = temporaryLogURL()

        let result = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString, "--log", logURL.path, "--no-cache"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        let log = try String(contentsOf: logURL, encoding: .utf8)
        XCTAssertTrue(log.contains(" image http://***@127.0.0.1:\(server.baseURL.port ?? 0)/pixel.png "), log)
        XCTAssertFalse(log.contains("SECRET"), log)
        XCTAssertFalse(result.output.contains("SECRET"), result.diagnostics)
        XCTAssertFalse(result.errorOutput.contains("SECRET"), result.diagnostics)
    }

    // MARK: - Helpers

    private func temporaryLogURL() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("feed-tty-\(UUID().uuidString).log")
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private func waitForLine(containing text: String, in url: URL, timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let log = try? String(contentsOf: url, encoding: .utf8), log.contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    private func assertOnlyLogLines(in logURL: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let lines = try String(contentsOf: logURL, encoding: .utf8).split(separator: "\n")
        let others = lines.filter {
            $0.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ .+ \d+ms (ok.*|failed .+|cancelled)/) == nil
        }
        XCTAssertTrue(lines.contains { $0.contains(" feed page 1 ") }, "\(lines)", file: file, line: line)
        XCTAssertEqual(others, [], "Expected only log lines", file: file, line: line)
    }
}
