import Foundation
import TestSupport
import XCTest

/// What a server can do with text, end to end: descriptions of tens of megabytes, megabytes of
/// escape characters, invisible and bidirectional characters, comment dates far ahead or just past
/// local midnight. feed-tty shows every page, cut long text short with a marker, shows no character
/// that acts instead of showing, and counts dates in whole units. How fast and in how little memory
/// it shows a 30 MB page are `Scripts/bench`'s `hostile_text_time` and `hostile_text_memory`; here
/// the runs are guarded against hangs and runaway memory only.
final class HostileTextEndToEndTests: XCTestCase {
    private let truncationMarker = "… [text truncated]"
    /// A 30 MB page's run on a quiet machine, in a debug build: up to about 3.5 s (the escaped ESCs) and
    /// 90 MB at its peak (the one description).
    private static let quietSeconds: TimeInterval = 3.5
    private static let quietMegabytes = 90.0

    func test_aThirtyMegabyteDescription_isShownCutShort() throws {
        let result = try run(faults: ["feed-huge-description:30"], arguments: ["--no-cache"])

        assertCleanRun(result)
        assertNoRunawayMemory(result)
        XCTAssertTrue(result.output.contains(" 1. An espresso in a red cup and saucer"), result.diagnostics)
        XCTAssertEqual(result.output.components(separatedBy: truncationMarker).count, 2, result.diagnostics)
        XCTAssertTrue(result.output.contains("10. "), "Expected the rest of the page shown\n\(result.diagnostics)")
        XCTAssertLessThan(result.stdout.count, 100_000, "Expected the description cut at the display limit")
    }

    func test_thirtyMegabytesOfEscapedESCs_areShownNeutralizedAndCutShort() throws {
        let result = try run(faults: ["feed-escapes:30"], arguments: ["--no-cache"])

        assertCleanRun(result)
        assertNoRunawayMemory(result)
        XCTAssertTrue(result.output.contains(" 1. ␛␛␛"), result.diagnostics)
        XCTAssertEqual(
            result.output.components(separatedBy: truncationMarker).count - 1, 9,
            "Expected each of the page's nine descriptions cut short\n\(result.diagnostics)")
    }

    func test_invisibleAndBidirectionalCharacters_areNeutralizedOnEveryScreen() throws {
        let result = try run(faults: ["invisible-text"], input: "comments 1\nback\n")

        assertCleanRun(result)
        XCTAssertTrue(result.output.contains("\nComments on item 1"), result.diagnostics)
        XCTAssertTrue(result.output.contains("\u{FFFD}"), "Expected visible stand-ins\n\(result.diagnostics)")
        let raw = result.output.unicodeScalars.filter {
            [0x2028, 0x2029, 0x200E, 0x200F, 0x061C, 0xFEFF].contains($0.value) || (0xFFF9...0xFFFB).contains($0.value)
                || (0xE0000...0xE007F).contains($0.value)
        }
        XCTAssertEqual(raw.map(\.value), [], "Expected no invisible or bidirectional character passed through")
    }

    func test_commentsDatedFarAhead_sayHowFarAhead() throws {
        for date in ["2100-01-01T00:00:00+0000", "9999-12-31T23:59:59+0000"] {
            let result = try run(faults: ["comments-dated:\(date)"], input: "comments 1\n")

            assertCleanRun(result)
            let years = try XCTUnwrap(yearsFromNow(until: try Date(date, strategy: .iso8601)))
            let expected = "· in \(years.formatted(.number.locale(Locale(identifier: "en")))) years"
            XCTAssertTrue(result.output.contains(expected), "Expected “\(expected)”\n\(result.diagnostics)")
            XCTAssertFalse(result.output.contains("· now"), result.diagnostics)
        }
    }

    func test_aCommentTwentyFiveHoursOldAtHalfPastMidnight_isOneDayOldInEveryLanguage() throws {
        let createdAt = Date().addingTimeInterval(-25 * 3600)
        let expectations = [("en", "· 1 day ago"), ("pt-BR", "· há 1 dia"), ("el", "· πριν από 1 ημέρα")]

        for (language, expected) in expectations {
            let result = try run(
                faults: ["comments-dated:\(contractDate(createdAt))"], input: "comments 1\n",
                arguments: ["--lang", language], environment: ["TZ": timeZoneWhereItIsJustPastMidnight()])

            XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
            XCTAssertEqual(result.errorOutput, "", result.diagnostics)
            XCTAssertTrue(result.output.contains(expected), "Expected “\(expected)”\n\(result.diagnostics)")
        }
    }

    // MARK: - Helpers

    private func run(
        faults: [String],
        input: String = "help\n",
        arguments: [String] = [],
        environment: [String: String] = [:]
    ) throws -> FeedTTYProcess.Result {
        let server = try FeedServer.start(in: self, faults: faults)
        return try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString] + FeedTTYProcess.stretchedRequestTimeout + arguments, input: input,
            environment: environment, measuresPeakMemory: true, timeout: Guards.hang(quietSeconds: Self.quietSeconds))
    }

    /// Exit 0, nothing on stderr and not one control byte on stdout.
    private func assertCleanRun(_ result: FeedTTYProcess.Result, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.exitStatus, 0, result.diagnostics, file: file, line: line)
        XCTAssertEqual(result.errorOutput, "", "Expected nothing on stderr", file: file, line: line)
        XCTAssertFalse(
            result.stdout.contains { $0 < 0x20 && $0 != UInt8(ascii: "\n") }, "Expected no control byte on stdout",
            file: file, line: line)
    }

    /// Memory that does not run away with the payload. Measured without the cache: this is the text
    /// path's (network, mapping, presentation, the terminal front); saving the page to the cache costs
    /// memory of its own, which the cache's own bounds cover.
    private func assertNoRunawayMemory(
        _ result: FeedTTYProcess.Result, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertLessThanOrEqual(
            result.peakMemoryMegabytes ?? .infinity, Guards.runaway(quietMegabytes: Self.quietMegabytes), "peak RSS",
            file: file, line: line)
    }

    /// Whole years, counted as the app counts them (in UTC, this test runner's and the app's zone).
    private func yearsFromNow(until date: Date) -> Int? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.dateComponents([.year], from: Date(), to: date).year
    }

    /// As the API writes dates: `2020-05-20T11:24:59+0000`.
    private func contractDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
        return formatter.string(from: date)
    }

    /// A whole-hour time zone in which it is now between 00:00 and 01:00, so that 25 hours ago was
    /// two calendar days back. `Etc/GMT-3` is three hours *ahead* of UTC (POSIX's sign).
    private func timeZoneWhereItIsJustPastMidnight() -> String {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let hoursAhead = (24 - utc.component(.hour, from: Date())) % 24
        let offset = hoursAhead > 14 ? hoursAhead - 24 : hoursAhead
        return offset == 0 ? "UTC" : offset > 0 ? "Etc/GMT-\(offset)" : "Etc/GMT+\(-offset)"
    }
}
