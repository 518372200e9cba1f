import Dispatch
import TestSupport
import XCTest

@testable import Composition
@testable import ResourceLoading

/// The wait a person gets before items are shown without their pictures.
final class MainQueueTimerTests: XCTestCase {
    @MainActor
    func test_start_expiresOnceOnTheMainQueueAfterTheWait() async {
        let (sut, expiries) = makeSUT(seconds: 0.05)
        let started = DispatchTime.now()

        sut.start()
        XCTAssertEqual(expiries.count, 0, "Expected no expiry before the wait")
        await waitUntil { expiries.count > 0 }

        XCTAssertEqual(expiries.count, 1)
        XCTAssertGreaterThanOrEqual(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds, 50_000_000)
        XCTAssertTrue(expiries.allOnMainQueue)
    }

    @MainActor
    func test_cancel_beforeTheWaitIsOver_expiresNothing() async {
        let (sut, expiries) = makeSUT(seconds: 0.05)

        sut.start()
        sut.cancel()
        try? await Task.sleep(for: .milliseconds(150))

        XCTAssertEqual(expiries.count, 0)
    }

    @MainActor
    func test_startAgain_countsTheWaitFromTheLastStartOnly() async {
        let (sut, expiries) = makeSUT(seconds: 0.1)

        sut.start()
        try? await Task.sleep(for: .milliseconds(60))
        sut.start()
        try? await Task.sleep(for: .milliseconds(60))
        XCTAssertEqual(expiries.count, 0, "Expected the first start's wait superseded")
        await waitUntil { expiries.count > 0 }
        try? await Task.sleep(for: .milliseconds(150))

        XCTAssertEqual(expiries.count, 1)
    }

    @MainActor
    func test_startWithNoWait_expiresAtOnce() {
        let (sut, expiries) = makeSUT(seconds: 0)

        sut.start()

        XCTAssertEqual(expiries.count, 1)
    }

    // MARK: - Helpers

    @MainActor
    private final class Expiries {
        private(set) var count = 0
        private(set) var allOnMainQueue = true

        func record() {
            count += 1
            allOnMainQueue = allOnMainQueue && MainQueue.isCurrent
        }
    }

    @MainActor
    private func makeSUT(seconds: Double, file: StaticString = #filePath, line: UInt = #line)
        -> (MainQueueTimer, Expiries)
    {
        let sut = MainQueueTimer(seconds: seconds)
        let expiries = Expiries()
        sut.onExpire = { [expiries] in expiries.record() }
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, expiries)
    }

    @MainActor
    private func waitUntil(_ condition: () -> Bool) async {
        for _ in 0..<200 where !condition() {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }
}
