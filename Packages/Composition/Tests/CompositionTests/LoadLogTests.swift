import Foundation
import TestSupport
import XCTest

@testable import Composition

final class LoadLogTests: XCTestCase {
    @MainActor
    func test_track_appendsOneLinePerLoadWithWhatDurationAndOutcome() async throws {
        let (sut, logURL, clock) = try makeSUT()
        let loads = PendingLoads()
        let load = sut.track("feed page 1", describing: { (count: Int) in "\(count) images" }, loads.load)

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
    func test_track_logsACancelledLoadOnce() async throws {
        let (sut, logURL, _) = try makeSUT()
        let load = sut.track("image https://a-url.com/1.png", PendingLoads().load)

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
        let immediate: ResourceLoad<Int> = { completion in
            completion(.success(1))
            return {}
        }
        let logged = sut.track("comments", immediate)
        _ = logged { _ in }

        XCTAssertEqual(try lines(of: logURL), ["earlier run", "2020-09-13T12:26:40Z comments 0ms ok"])
        XCTAssertThrowsError(try LoadLog(appendingTo: URL(fileURLWithPath: "/nonexistent-directory/feed.log")))
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
