import Foundation
import TestSupport
import XCTest

@testable import Composition

final class LoadLogTests: XCTestCase {
    @MainActor
    func test_logged_appendsOneLinePerLoadWithWhatDurationAndOutcome() async throws {
        let (sut, logURL, clock) = try makeSUT()
        let loads = PendingLoads()
        let load = ResourceLoad(loads.load).logged(
            as: "feed page 1", describing: { (count: Int) in "\(count) images" }, in: sut)

        _ = load { _ in }
        _ = load { _ in }
        clock.advance(by: 0.25)
        loads.completions[0](.success(10))
        loads.completions[1](.failure(LogTestError.offline))

        XCTAssertEqual(
            try lines(of: logURL),
            [
                "2020-09-13T12:26:40Z feed page 1 250ms ok 10 images",
                "2020-09-13T12:26:40Z feed page 1 250ms failed offline",
            ])
    }

    @MainActor
    func test_logged_logsACancelledLoadOnce() async throws {
        let (sut, logURL, _) = try makeSUT()
        let load = ResourceLoad(PendingLoads().load).logged(as: "image https://a-url.com/1.png", in: sut)

        let cancel = load { _ in }
        cancel()
        cancel()

        XCTAssertEqual(try lines(of: logURL), ["2020-09-13T12:26:40Z image https://a-url.com/1.png 0ms cancelled"])
    }

    @MainActor
    func test_init_appendsToAnExistingLogAndFailsOnAnUnwritablePath() throws {
        let logURL = temporaryLogURL()
        try Data("earlier run\n".utf8).write(to: logURL)

        let sut = try LoadLog(appendingTo: logURL, clock: { Date(timeIntervalSince1970: 1_600_000_000) })
        let immediate = ResourceLoad<Int> { completion in
            completion(.success(1))
            return {}
        }
        let logged = immediate.logged(as: "comments", in: sut)
        _ = logged { _ in }

        XCTAssertEqual(try lines(of: logURL), ["earlier run", "2020-09-13T12:26:40Z comments 0ms ok"])
        XCTAssertThrowsError(try LoadLog(appendingTo: URL(fileURLWithPath: "/nonexistent-directory/feed.log")))
    }

    @MainActor
    func test_logged_hidesTheUserInfoOfEveryURLItLogs() async throws {
        let (sut, logURL, _) = try makeSUT()
        let loads = PendingLoads()
        let load = ResourceLoad(loads.load).logged(as: "image http://bob:SECRET@a-url.com/1.png", in: sut)

        _ = load { _ in }
        loads.completions[0](.failure(URLError(.badURL, userInfo: [NSLocalizedDescriptionKey: "https://eve:PW@b.com"])))

        let lines = try lines(of: logURL)
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(
            lines[0].hasPrefix("2020-09-13T12:26:40Z image http://***@a-url.com/1.png 0ms failed "), "\(lines)")
        XCTAssertFalse(lines[0].contains("SECRET"), "\(lines)")
        XCTAssertFalse(lines[0].contains("PW"), "\(lines)")
    }

    @MainActor
    func test_logged_reportsTheFirstFailedWriteOnlyAndKeepsLoading() async throws {
        let fullDevice = URL(fileURLWithPath: "/dev/full")
        try XCTSkipUnless(FileManager.default.fileExists(atPath: fullDevice.path), "needs /dev/full (Linux)")
        let failures = FailureRecorder()
        let sut = try LoadLog(appendingTo: fullDevice, onWriteFailure: { failures.errors.append($0) })
        trackForMemoryLeaks(sut)
        let loads = PendingLoads()
        let load = ResourceLoad(loads.load).logged(as: "feed page 1", in: sut)
        let delivered = expectation(description: "Wait for both loads to be delivered")
        delivered.expectedFulfillmentCount = 2

        _ = load { _ in delivered.fulfill() }
        _ = load { _ in delivered.fulfill() }
        loads.completions[0](.success(1))
        loads.completions[1](.success(2))

        await fulfillment(of: [delivered], timeout: 1)
        XCTAssertEqual(failures.errors.count, 1, "Expected one report of the failed writes")
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
    private final class FailureRecorder {
        var errors = [Error]()
    }

    private enum LogTestError: Error {
        case offline
    }

    @MainActor
    private final class PendingLoads {
        private(set) var completions = [@Sendable (Result<Int, Error>) -> Void]()

        func load(_ completion: @escaping @Sendable (Result<Int, Error>) -> Void) -> CancelLoad {
            completions.append(completion)
            return {}
        }
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
