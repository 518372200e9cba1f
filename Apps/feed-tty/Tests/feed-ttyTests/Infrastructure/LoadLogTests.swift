import Foundation
import TestSupport
import XCTest

@testable import feed_tty

final class LoadLogTests: XCTestCase {
    @MainActor
    func test_write_appendsOneLineWithWhenWhatHowLongAndTheOutcome() async throws {
        let (sut, logURL, clock) = try makeSUT()
        let start = sut.now()
        clock.advance(by: 0.25)

        sut.write("feed page 1 http://a-url.com/v1/feed", since: start, outcome: "ok 10 images")
        sut.write("comments http://a-url.com/v1/image/1/comments", since: start, outcome: "failed HTTP 404")

        XCTAssertEqual(
            try lines(of: logURL),
            [
                "2020-09-13T12:26:40Z feed page 1 http://a-url.com/v1/feed 250ms ok 10 images",
                "2020-09-13T12:26:40Z comments http://a-url.com/v1/image/1/comments 250ms failed HTTP 404",
            ])
    }

    @MainActor
    func test_init_appendsToAnExistingLogAndFailsOnAnUnwritablePath() async throws {
        let logURL = temporaryLogURL()
        try Data("earlier run\n".utf8).write(to: logURL)

        let sut = try LoadLog(appendingTo: logURL, clock: { Date(timeIntervalSince1970: 1_600_000_000) })
        sut.write("comments", since: sut.now(), outcome: "ok")

        XCTAssertEqual(try lines(of: logURL), ["earlier run", "2020-09-13T12:26:40Z comments 0ms ok"])
        XCTAssertThrowsError(try LoadLog(appendingTo: URL(fileURLWithPath: "/nonexistent-directory/feed.log")))
    }

    @MainActor
    func test_write_hidesTheUserInfoOfEveryURLInTheLine() async throws {
        let (sut, logURL, _) = try makeSUT()

        sut.write("image http://bob:SECRET@a-url.com/1.png", since: sut.now(), outcome: "failed https://eve:PW@b.com")

        XCTAssertEqual(
            try lines(of: logURL),
            ["2020-09-13T12:26:40Z image http://***@a-url.com/1.png 0ms failed https://***@b.com"])
    }

    @MainActor
    func test_write_reportsTheFirstFailedWriteOnly() async throws {
        let fullDevice = URL(fileURLWithPath: "/dev/full")
        try XCTSkipUnless(FileManager.default.fileExists(atPath: fullDevice.path), "needs /dev/full (Linux)")
        var failures = [Error]()
        let sut = try LoadLog(appendingTo: fullDevice, onWriteFailure: { failures.append($0) })
        trackForMemoryLeaks(sut)

        sut.write("feed page 1", since: sut.now(), outcome: "ok")
        sut.write("feed page 2", since: sut.now(), outcome: "ok")

        XCTAssertEqual(failures.count, 1, "Expected one report of the failed writes")
    }

    // MARK: - Helpers

    @MainActor
    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) throws -> (LoadLog, URL, TestClock) {
        let clock = TestClock(now: Date(timeIntervalSince1970: 1_600_000_000))
        let logURL = temporaryLogURL()
        let sut = try LoadLog(appendingTo: logURL, clock: { clock.now })
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, logURL, clock)
    }

    private func temporaryLogURL() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("load-log-\(UUID().uuidString).log")
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private func lines(of url: URL) throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @MainActor
    private final class TestClock {
        var now: Date

        init(now: Date) {
            self.now = now
        }

        func advance(by seconds: TimeInterval) {
            now += seconds
        }
    }
}
