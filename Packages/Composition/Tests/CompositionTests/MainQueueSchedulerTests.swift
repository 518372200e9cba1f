import XCTest

@testable import Composition
@testable import ResourceLoading

/// The app's clock runs what it is given on the main queue, and not what was cancelled. Each wait
/// here is of no seconds: the test waits a turn of the main queue, never a length of time.
final class MainQueueSchedulerTests: XCTestCase {
    @MainActor
    func test_schedule_runsTheActionOnTheMainQueue() async {
        let exp = expectation(description: "Wait for the action")
        var ranOnMainQueue = false

        _ = MainQueueScheduler().schedule(after: 0) {
            ranOnMainQueue = MainQueue.isCurrent
            exp.fulfill()
        }

        await fulfillment(of: [exp], timeout: 5)
        XCTAssertTrue(ranOnMainQueue)
    }

    @MainActor
    func test_cancel_beforeTheWaitIsOver_runsNothing() async {
        let sut = MainQueueScheduler()
        let exp = expectation(description: "Wait for a later action")
        var ran: [String] = []

        let cancel = sut.schedule(after: 0) { ran.append("cancelled") }
        cancel()
        _ = sut.schedule(after: 0) {
            ran.append("later")
            exp.fulfill()
        }

        await fulfillment(of: [exp], timeout: 5)
        XCTAssertEqual(ran, ["later"])
    }
}
