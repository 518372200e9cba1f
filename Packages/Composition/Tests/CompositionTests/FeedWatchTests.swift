import FeedAPI
import Foundation
import ManualClock
import XCTest

@testable import Composition

/// When the watch checks the feed: every interval, as the server's answers allow, backing off
/// after failures; never two checks at once.
final class FeedWatchTests: XCTestCase {
    @MainActor
    func test_start_checksAfterEachInterval_countedFromTheLastCheckSettling() async {
        let (sut, clock, checks) = makeSUT(interval: 60)

        sut.start()
        clock.advance(by: 60)
        XCTAssertEqual(checks.count, 1)

        sut.checkStarted()
        clock.advance(by: 600)
        XCTAssertEqual(checks.count, 1, "Expected no check while one is under way")
        sut.checkSettled(failed: false)
        clock.advance(by: 59)
        XCTAssertEqual(checks.count, 1)
        clock.advance(by: 1)
        XCTAssertEqual(checks.count, 2)
    }

    @MainActor
    func test_failures_backOffFromTheInterval_doublingUpToAnHour_jittered() async {
        let (sut, _, _) = makeSUT(interval: 300, jitter: 1.1)

        var waits = [TimeInterval]()
        for _ in 1...6 {
            sut.checkStarted()
            sut.checkSettled(failed: true)
            waits.append(sut.nextWait)
        }

        XCTAssertEqual(waits.map { ($0 * 10).rounded() / 10 }, [660, 1320, 2640, 3960, 3960, 3960])
        sut.checkStarted()
        sut.checkSettled(failed: false)
        XCTAssertEqual(sut.nextWait, 300, "Expected a success to end the backing off")
    }

    @MainActor
    func test_nextWait_isNeverSoonerThanFreshnessOrRetryAfter_evenWhenJitteredDown() async {
        let (sut, _, _) = makeSUT(interval: 10, jitter: 0.9)
        let url = URL(string: "https://a-url.com/v1/feed")!

        sut.checkStarted()
        sut.pace.record(
            HTTPResponse(url: url, statusCode: 200, headerFields: ["Cache-Control": "max-age=45"]), now: Date())
        sut.checkSettled(failed: false)
        XCTAssertEqual(sut.nextWait, 45)

        sut.checkStarted()
        sut.pace.record(HTTPResponse(url: url, statusCode: 503, headerFields: ["Retry-After": "25"]), now: Date())
        sut.checkSettled(failed: true)
        XCTAssertEqual(sut.nextWait, 25, "Expected Retry-After to win over the backed-off 18 s")
    }

    @MainActor
    func test_stop_cancelsTheNextCheck_andPostponeWaitsAWholeInterval() async {
        let (sut, clock, checks) = makeSUT(interval: 60)
        sut.start()
        clock.advance(by: 30)
        sut.stop()
        clock.advance(by: 600)
        XCTAssertEqual(checks.count, 0)

        sut.start()
        clock.advance(by: 60)
        sut.postpone()
        clock.advance(by: 59)
        XCTAssertEqual(checks.count, 1)
        clock.advance(by: 1)
        XCTAssertEqual(checks.count, 2)
    }

    // MARK: - Helpers

    @MainActor
    private func makeSUT(interval: TimeInterval, jitter: Double = 1) -> (FeedWatch, ManualClock, CheckCounter) {
        let clock = ManualClock()
        let checks = CheckCounter()
        let sut = FeedWatch(interval: interval, scheduler: clock, jitter: { jitter })
        sut.check = { checks.count += 1 }
        trackForMemoryLeaks(sut)
        return (sut, clock, checks)
    }

    private final class CheckCounter {
        var count = 0
    }
}
