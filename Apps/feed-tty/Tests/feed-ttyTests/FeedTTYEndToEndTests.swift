import Foundation
import TestSupport
import XCTest

/// Drives the built `feed-tty` binary over pipes against `Scripts/feed-server` on 127.0.0.1.
final class FeedTTYEndToEndTests: XCTestCase {
    // MARK: - Feed

    func test_pipedRun_printsFirstPageAndExitsZero() throws {
        let server = try FeedServer.start(in: self, base: "/some/base")

        let result = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertEqual(server.baseURL.absoluteString, "http://127.0.0.1:\(server.baseURL.port ?? 0)/some/base")
        XCTAssertTrue(result.output.contains("My Feed"), result.diagnostics)
        assertFirstPage(in: result.output)
        XCTAssertEqual(server.requestLog().filter(isFeedRequest), ["GET /some/base/v1/feed?limit=10 200"])
        XCTAssertFalse(result.stdout.contains(0x1B), "stdout is a pipe (NO_COLOR unset): no colour, no escapes")
        XCTAssertFalse(result.stderr.contains(0x1B))
    }

    func test_pipedRun_printsConnectivityErrorAndExitsOneQuicklyOnNoServer() throws {
        let port = try unusedPort()

        let result = try FeedTTYProcess.run(["--url", "http://127.0.0.1:\(port)"])

        XCTAssertTrue(result.output.contains("Couldn't connect to server"), result.diagnostics)
        XCTAssertEqual(result.exitStatus, 1, result.diagnostics)
        // The default timeout is 30 s; a run with a refused connection takes about 0.1 s on a quiet machine.
        XCTAssertLessThan(
            result.duration, Guards.hang(quietSeconds: 0.2), "a refused connection must not wait for a timeout")
        XCTAssertFalse(result.errorOutput.contains("Fatal error"), result.diagnostics)
        XCTAssertFalse(result.errorOutput.localizedCaseInsensitiveContains("backtrace"), result.diagnostics)
    }

    func test_pipedRun_neutralizesTerminalControlsOnHostileText() throws {
        let server = try FeedServer.start(in: self, faults: ["hostile-text"])

        let result = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertFalse(result.stdout.contains(0x1B), "ESC reached the terminal")
        XCTAssertFalse(result.stdout.contains(0x07), "BEL reached the terminal")
        let scalars = result.output.unicodeScalars
        XCTAssertFalse(scalars.contains("\u{202E}"), "RIGHT-TO-LEFT OVERRIDE reached the terminal")
        XCTAssertFalse(scalars.contains("\u{009B}"), "C1 CSI reached the terminal")
        XCTAssertFalse(scalars.contains { $0.value < 0x20 && $0 != "\n" }, "a C0 control reached the terminal")
        // Lines are wrapped to 80 columns: compare the text with its line breaks folded.
        let text = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(text.contains("An espresso in a red cup and saucer on a"), result.diagnostics)
        XCTAssertTrue(text.contains("counter, the spoon still warm from stirring."), result.diagnostics)
        XCTAssertTrue(text.contains("Pikolo Espress"), result.diagnostics)
    }

    func test_pipedRun_printsLocalizedErrorAndExitsOneOnServerError() throws {
        let server = try FeedServer.start(in: self, faults: ["feed-500"])

        let result = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString])

        XCTAssertTrue(result.output.contains("The server answered with an error: HTTP\u{00A0}500"), result.diagnostics)
        XCTAssertFalse(result.output.contains("Couldn't connect"), "the server answered: \(result.diagnostics)")
        XCTAssertEqual(result.exitStatus, 1, result.diagnostics)
        XCTAssertEqual(server.requestLog().filter(isFeedRequest), ["GET /v1/feed?limit=10 500"])
    }

    func test_pipedRun_printsLocalizedErrorAndExitsOneOnInvalidJSON() throws {
        let server = try FeedServer.start(in: self, faults: ["feed-invalid-json"])

        let result = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString])

        XCTAssertTrue(result.output.contains("The server's answer is not a valid feed"), result.diagnostics)
        XCTAssertEqual(result.exitStatus, 1, result.diagnostics)
        XCTAssertFalse(result.output.contains("1. "), "no item of an invalid page is shown")
    }

    // MARK: - Commands

    func test_pipedCommands_runInSequence_refreshCheckingTheFeedWithoutShowingItAgain() throws {
        let server = try FeedServer.start(in: self, base: "/some/base")

        let result = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString], input: "refresh\nquit\n")

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertEqual(
            server.requestLog().filter(isFeedRequest),
            Array(repeating: "GET /some/base/v1/feed?limit=10 200", count: 2)
        )
        let screensAfterEachHeader = result.output.components(separatedBy: "My Feed").dropFirst()
        XCTAssertEqual(screensAfterEachHeader.count, 1, result.diagnostics)
        assertFirstPage(in: screensAfterEachHeader.first ?? "")
        XCTAssertNotNil(
            result.output.firstMatch(of: /\nNo new items · [0-9]{2}:[0-9]{2}\n$/),
            "Expected the check to say it found nothing new, last\n\(result.diagnostics)")
    }

    func test_pipedCommands_printHintAndKeepRunningOnUnknownCommand() throws {
        let server = try FeedServer.start(in: self)

        let result = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString], input: "bogus\n")

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        let hints = result.output.split(separator: "\n").filter { $0.contains("bogus") }
        XCTAssertEqual(hints.count, 1, result.diagnostics)
        assertFirstPage(in: result.output)
        XCTAssertFalse(result.errorOutput.contains("Fatal error"), result.diagnostics)
    }

    func test_pipedCommands_suggestTheNearestCommandOnATypo() throws {
        let server = try FeedServer.start(in: self)

        let result = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString], input: "mroe\n")

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertTrue(
            result.output.contains("Unknown command “mroe”. Did you mean “more” (load the next page of the feed)?\n"),
            result.diagnostics)
    }

    // MARK: - Demo

    func test_demo_printsDemoNoticeAndFirstPageOnNoURL() throws {
        let result = try FeedTTYProcess.run([])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        let firstLine = result.output.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
        XCTAssertTrue(firstLine.localizedCaseInsensitiveContains("demo"), "first line: \(firstLine)")
        XCTAssertTrue(firstLine.contains("--url"), "first line says how to read a real feed: \(firstLine)")
        XCTAssertEqual(numberedItems(in: result.output).map(\.number), Array(1...10), result.diagnostics)
    }

    // MARK: - Arguments

    func test_usageError_exits64WithMessageAndUsageOnStderrOnUnknownFlag() throws {
        try assertUsageError(["--bad"], mentions: "--bad")
    }

    func test_usageError_suggestsTheNearestOptionAsHelpWritesItOnATypo() throws {
        try assertUsageError(["--imags", "none"], mentions: "unknown option “--imags”; did you mean “--images MODE”?")
    }

    func test_usageError_exits64WithMessageAndUsageOnStderrOnBadURL() throws {
        try assertUsageError(["--url", "notaurl"], mentions: "notaurl")
    }

    func test_usageError_exits64WithMessageAndUsageOnStderrOnNegativeTimeout() throws {
        try assertUsageError(["--timeout", "-1"], mentions: "-1")
    }

    func test_help_printsEveryFlagAndExitsZero() throws {
        let result = try FeedTTYProcess.run(["--help"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        for flag in ["--url", "--timeout", "--no-color", "--help", "--version"] {
            XCTAssertTrue(result.output.contains(flag), "help does not mention \(flag)")
        }
        XCTAssertEqual(result.errorOutput, "")
    }

    func test_help_isWrappedToTheWidth() throws {
        let result = try FeedTTYProcess.run(["--help"], environment: ["COLUMNS": "40"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        let lines = result.output.split(separator: "\n")
        XCTAssertGreaterThan(lines.count, 10)
        XCTAssertLessThanOrEqual(lines.map(\.count).max() ?? 0, 40, result.output)
    }

    func test_help_continuesAnOptionsDescriptionUnderItself() throws {
        let result = try FeedTTYProcess.run(["--help"], environment: ["COLUMNS": "80"])

        let lines = result.output.split(separator: "\n")
        let urlRow = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("  --url BASE ") }, result.output)
        let descriptionColumn = lines[urlRow].firstRange(of: "the feed API")?.lowerBound.utf16Offset(in: lines[urlRow])
        XCTAssertEqual(lines[urlRow + 1].prefix { $0 == " " }.count, descriptionColumn, result.output)
        XCTAssertLessThanOrEqual(lines.map(\.count).max() ?? 0, 80, result.output)
    }

    func test_version_printsNameAndVersionAndExitsZero() throws {
        let result = try FeedTTYProcess.run(["--version"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        let version = try XCTUnwrap(result.output.split(separator: "\n").first)
        XCTAssertTrue(version.hasPrefix("feed-tty "), "version line: \(version)")
        XCTAssertNotNil(version.dropFirst("feed-tty ".count).first?.wholeNumberValue, "version line: \(version)")
        XCTAssertEqual(result.errorOutput, "")
    }

    // MARK: - Helpers

    private struct NumberedItem: Equatable {
        let number: Int
        let text: String
    }

    /// "N. text" lines, in order, without the "N. image: …" lines that report an image's state.
    private func numberedItems(in output: some StringProtocol) -> [NumberedItem] {
        var items = [NumberedItem]()
        for line in output.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard let dot = trimmed.firstIndex(of: "."), let number = Int(trimmed[..<dot]),
                trimmed[dot...].hasPrefix(". ")
            else { continue }
            guard !trimmed[dot...].hasPrefix(". image: ") else { continue }
            items.append(NumberedItem(number: number, text: String(trimmed[trimmed.index(dot, offsetBy: 2)...])))
        }
        return items
    }

    /// The first ten fixture items, numbered 1–10 and in order, in `screen`.
    private func assertFirstPage(in screen: String, file: StaticString = #filePath, line: UInt = #line) {
        let items = numberedItems(in: screen).prefix(10)
        XCTAssertEqual(items.map(\.number), Array(1...10), "in:\n\(screen)", file: file, line: line)

        let flattened = screen.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        var searchStart = flattened.startIndex
        for (index, description) in fixtureDescriptions().prefix(10).enumerated() {
            guard let description else { continue }
            let expected = "\(index + 1). \(description)"
            guard let found = flattened.range(of: expected, range: searchStart..<flattened.endIndex) else {
                XCTFail("'\(expected)' missing or out of order in:\n\(screen)", file: file, line: line)
                return
            }
            searchStart = found.upperBound
        }
    }

    private func fixtureDescriptions() -> [String?] {
        struct Fixture: Decodable {
            struct Item: Decodable { let description: String? }
            let items: [Item]
        }
        let url = FeedServer.fixturesURL.appendingPathComponent("feed.json")
        guard let data = try? Data(contentsOf: url), let fixture = try? JSONDecoder().decode(Fixture.self, from: data)
        else {
            XCTFail("cannot read \(url.path)")
            return []
        }
        return fixture.items.map(\.description)
    }

    private func isFeedRequest(_ line: String) -> Bool {
        line.contains("/v1/feed")
    }

    /// A port nothing listens on: bound by the kernel's choice, then closed.
    private func unusedPort() throws -> UInt16 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EBADF) }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else { throw POSIXError(.EADDRINUSE) }
        return UInt16(bigEndian: address.sin_port)
    }

    private func assertUsageError(
        _ arguments: [String],
        mentions expected: String,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let result = try FeedTTYProcess.run(arguments)

        XCTAssertEqual(result.exitStatus, 64, result.diagnostics, file: file, line: line)
        XCTAssertEqual(result.output, "", "nothing on stdout on a usage error", file: file, line: line)
        XCTAssertTrue(result.errorOutput.contains(expected), result.diagnostics, file: file, line: line)
        XCTAssertTrue(result.errorOutput.contains("usage: feed-tty"), result.diagnostics, file: file, line: line)
    }
}

extension FeedTTYProcess.Result {
    var diagnostics: String {
        "exit status \(exitStatus) after \(String(format: "%.2f", duration))s\nstdout:\n\(output)\nstderr:\n\(errorOutput)"
    }
}

extension FeedTTYEndToEndTests {
    /// `feed-tty … | head -1`: the reader goes away after one line, and the run ends at once and
    /// quietly, like any Unix filter, even though this test process ignores SIGPIPE.
    func test_pipedIntoHead_endsQuietlyWhenTheReaderGoesAway() throws {
        let server = try FeedServer.start(in: self)
        let stdout = Pipe()
        let stderr = Pipe()
        let child = try ChildProcess(
            executable: try FeedTTYProcess.executableURL(),
            arguments: ["--url", server.baseURL.absoluteString],
            standardInput: FileHandle.nullDevice,
            standardOutput: stdout,
            standardError: stderr
        )
        addTeardownBlock { child.stop() }
        let errors = PipeDrain(stderr.fileHandleForReading)

        let firstLine = stdout.fileHandleForReading.readLine(timeout: 10)
        try stdout.fileHandleForReading.close()
        let status = child.waitForExit(timeout: 10)

        XCTAssertEqual(firstLine, "My Feed")
        XCTAssertNotNil(status, "Expected the run to end once its reader went away")
        XCTAssertEqual(String(decoding: errors.wait(timeout: 2).data, as: UTF8.self), "", "Expected nothing on stderr")
    }
}

extension FileHandle {
    /// Reads byte by byte up to a newline, for at most `timeout` seconds of waiting.
    fileprivate func readLine(timeout: TimeInterval) -> String? {
        var line = Data()
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            guard let byte = try? read(upToCount: 1), let first = byte.first else { return nil }
            if first == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(first)
        }
        return nil
    }
}
