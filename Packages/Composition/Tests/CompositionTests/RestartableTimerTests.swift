import ManualClock
import TestSupport
import XCTest

@testable import Composition

/// The wait a person gets before items are shown without their pictures, before the plain prompt
/// is written again, and before an Esc counts as a key.
final class RestartableTimerTests: XCTestCase {
    @MainActor
    func test_start_expiresOnceAfterTheWait() async {
        let (sut, clock, expiries) = makeSUT(seconds: 0.05)

        sut.start()
        clock.advance(by: 0.049)
        XCTAssertEqual(expiries.count, 0, "Expected no expiry before the wait")

        clock.advance(by: 0.001)
        XCTAssertEqual(expiries.count, 1)

        clock.advance(by: 10)
        XCTAssertEqual(expiries.count, 1, "Expected one expiry per start")
    }

    @MainActor
    func test_cancel_beforeTheWaitIsOver_expiresNothing() async {
        let (sut, clock, expiries) = makeSUT(seconds: 0.05)

        sut.start()
        sut.cancel()
        clock.advance(by: 10)

        XCTAssertEqual(expiries.count, 0)
        XCTAssertEqual(clock.pendingCount, 0, "Expected the cancelled wait let go of")
    }

    @MainActor
    func test_startAgain_countsTheWaitFromTheLastStartOnly() async {
        let (sut, clock, expiries) = makeSUT(seconds: 0.1)

        sut.start()
        clock.advance(by: 0.06)
        sut.start()
        clock.advance(by: 0.06)
        XCTAssertEqual(expiries.count, 0, "Expected the first start's wait superseded")

        clock.advance(by: 0.04)
        XCTAssertEqual(expiries.count, 1)
        clock.advance(by: 10)
        XCTAssertEqual(expiries.count, 1)
    }

    @MainActor
    func test_startWithNoWait_expiresAtOnce() async {
        let (sut, clock, expiries) = makeSUT(seconds: 0)

        sut.start()

        XCTAssertEqual(expiries.count, 1)
        XCTAssertEqual(clock.pendingCount, 0)
    }

    // MARK: - Helpers

    @MainActor
    private final class Expiries {
        private(set) var count = 0
        func record() { count += 1 }
    }

    @MainActor
    private func makeSUT(seconds: Double, file: StaticString = #filePath, line: UInt = #line)
        -> (RestartableTimer, ManualClock, Expiries)
    {
        let clock = ManualClock()
        let sut = RestartableTimer(seconds: seconds, scheduler: clock)
        let expiries = Expiries()
        sut.onExpire = { [expiries] in expiries.record() }
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(clock, file: file, line: line)
        return (sut, clock, expiries)
    }
}
