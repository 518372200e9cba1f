import Foundation
import TestSupport
import XCTest

/// The language chosen from `--lang` or the locale variables, and the load log, end to end.
final class LanguageAndLogEndToEndTests: XCTestCase {
    func test_langEnvironment_showsBrazilianPortugueseTitlesAndRelativeDates() throws {
        let server = try FeedServer.start(in: self)

        let result = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString], input: "comments 1\n", environment: ["LANG": "pt_BR.UTF-8"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertTrue(result.output.hasPrefix("Meu Feed\nCarregando…\n"), result.diagnostics)
        XCTAssertTrue(result.output.contains("\nComentários do item 1"), result.diagnostics)
        XCTAssertNotNil(result.output.firstMatch(of: /1\. \S+ · há \d+ minutos/), result.diagnostics)
    }

    func test_langOption_showsGreekAndWinsOverTheEnvironment() throws {
        let server = try FeedServer.start(in: self)

        let result = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString, "--lang", "el"], environment: ["LC_ALL": "pt_BR.UTF-8"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertTrue(result.output.hasPrefix("Το Feed μου\n"), result.diagnostics)
    }

    func test_unsupportedLanguage_fallsBackToEnglish() throws {
        let server = try FeedServer.start(in: self)

        let result = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString], environment: ["LANG": "fr_FR.UTF-8"])

        XCTAssertTrue(result.output.hasPrefix("My Feed\n"), result.diagnostics)
        XCTAssertEqual(result.errorOutput, "", "a locale variable is for every program: falling back is quiet")
    }

    func test_langOption_withNoTranslation_saysSoOnStderrAndGoesOnInEnglish() throws {
        let server = try FeedServer.start(in: self)

        let result = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString, "--lang", "fr"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertEqual(
            result.errorOutput, "feed-tty: no translation for French (fr); using English (available: en, pt-BR, el)\n")
        XCTAssertTrue(result.output.hasPrefix("My Feed\n"), result.diagnostics)
    }

    func test_usageError_inBrazilianPortuguese_hasItsUsageLineInBrazilianPortuguese() throws {
        let result = try FeedTTYProcess.run(["--lang", "pt-BR", "--bogus"])

        XCTAssertEqual(result.exitStatus, 64, result.diagnostics)
        XCTAssertTrue(
            result.errorOutput.hasPrefix("feed-tty: opção desconhecida “--bogus”\nuso: feed-tty ["), result.diagnostics)
        XCTAssertFalse(result.errorOutput.contains("usage"), result.diagnostics)
    }

    func test_columns_wrapsEveryLineToTheTerminalWidth() throws {
        let server = try FeedServer.start(in: self)

        let result = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString], environment: ["COLUMNS": "30"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        let longest = result.output.split(separator: "\n").map(\.count).max() ?? 0
        XCTAssertLessThanOrEqual(longest, 30, result.diagnostics)
        XCTAssertTrue(
            result.output.contains(" 1. An espresso in a red cup\n    and saucer on a wooden"), result.diagnostics)
    }

    func test_log_appendsOneLinePerLoadAndNothingToStdout() throws {
        let server = try FeedServer.start(in: self)
        let logURL = FileManager.default.temporaryDirectory.appendingPathComponent("feed-tty-\(UUID().uuidString).log")
        addTeardownBlock { try? FileManager.default.removeItem(at: logURL) }

        // Every image of both pages settles before the end of the script. Comments come in a
        // second run, appended, which is left before its images settle.
        let logged = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString, "--log", logURL.path, "--no-cache"], input: "more\n")
        let unlogged = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString, "--no-cache"], input: "more\n")
        let imageLines = try String(contentsOf: logURL, encoding: .utf8).split(separator: "\n")
            .filter { $0.contains(" image http") }
        _ = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString, "--log", logURL.path], input: "comments 1\n")

        XCTAssertEqual(logged.exitStatus, 0, logged.diagnostics)
        XCTAssertEqual(imageLines.count, 20, "one line per image load\n\(imageLines)")
        let lines = try String(contentsOf: logURL, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.contains(" feed page ") }.count, 3, "\(lines)")
        XCTAssertEqual(lines.filter { $0.contains(" comments http") }.count, 1, "\(lines)")
        for line in lines {
            XCTAssertNotNil(
                line.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ .+ \d+ms (ok.*|failed .+|cancelled)/), "\(line)")
        }
        XCTAssertEqual(
            logged.output.split(separator: "\n").filter { !$0.contains("image: ") },
            unlogged.output.split(separator: "\n").filter { !$0.contains("image: ") },
            "Expected the log to add nothing to stdout")
    }

    func test_log_onAnUnwritablePath_isAUsageError() throws {
        let result = try FeedTTYProcess.run(["--log", "/nonexistent-directory/feed.log"])

        XCTAssertEqual(result.exitStatus, 64, result.diagnostics)
        XCTAssertTrue(result.errorOutput.contains("/nonexistent-directory/feed.log"), result.diagnostics)
        XCTAssertEqual(result.output, "")
    }
}
