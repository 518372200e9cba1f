import FeedFeature
import Foundation
import TestSupport
import XCTest

@testable import HTTPTransport

/// The connection slots of a route: taken without a system call while free, waited for under the
/// request's deadline and cancellation otherwise, and never lost by a waiter that gives up.
final class SlotSemaphoreTests: XCTestCase {
    func test_wait_takesFreeSlotsWithoutWaiting() throws {
        let sut = try makeSUT(slots: 2)

        // A deadline already passed: any wait would time out.
        XCTAssertNoThrow(try sut.wait(watch: expiredWatch()))
        XCTAssertNoThrow(try sut.wait(watch: expiredWatch()))
        XCTAssertThrowsError(try sut.wait(watch: expiredWatch())) { error in
            XCTAssertEqual((error as? URLError)?.code, .timedOut)
        }
    }

    func test_wait_takesTheSlotGivenBackWhileItWaits() throws {
        let sut = try makeSUT(slots: 1)
        try sut.wait(watch: anyWatch())
        // The block holds the semaphore (weakly, strongly only during `signal()`) a moment after the
        // wait it ends returns: the test waits until it has let go, so the leak check never races it.
        let givenBack = DispatchGroup()
        givenBack.enter()
        DispatchQueue.global().async { [weak sut] in
            letOtherThreadsRun(until: { sut.map { $0.waiters == 1 } ?? true }, "a waiter")
            sut?.signal()
            givenBack.leave()
        }

        XCTAssertNoThrow(try sut.wait(watch: anyWatch(seconds: 5)))
        XCTAssertEqual(givenBack.wait(timeout: .now() + 5), .success)
        XCTAssertThrowsError(try sut.wait(watch: expiredWatch()), "Expected the slot taken")
    }

    func test_wait_endsAtCancellationAndLeavesTheSlotsAsTheyWere() throws {
        let sut = try makeSUT(slots: 1)
        try sut.wait(watch: anyWatch())
        let signal = CancellationSignal()
        DispatchQueue.global().async { [weak sut] in
            letOtherThreadsRun(until: { sut.map { $0.waiters == 1 } ?? true }, "a waiter")
            signal.cancel()
        }

        XCTAssertThrowsError(
            try sut.wait(watch: RequestWatch(deadline: Deadline(secondsFromNow: 5), cancellation: signal)))
        sut.signal()

        XCTAssertNoThrow(try sut.wait(watch: expiredWatch()), "Expected the slot given back to be free")
        XCTAssertThrowsError(try sut.wait(watch: expiredWatch()), "Expected no more than one slot")
    }

    func test_aWaiterCancelledJustAsASlotIsHandedToItLosesNoSlot() throws {
        let sut = try makeSUT(slots: 1)
        for attempt in 0..<30 {
            try sut.wait(watch: anyWatch())
            let signal = CancellationSignal()
            let waiter = DispatchGroup()
            let gotSlot = HandOffMutex(false)
            DispatchQueue.global().async(group: waiter) {
                let watch = RequestWatch(deadline: Deadline(secondsFromNow: 5), cancellation: signal)
                gotSlot.withLock { $0 = (try? sut.wait(watch: watch)) != nil }
            }
            letOtherThreadsRun(until: { sut.waiters == 1 && signal.isWaitedOn }, "a waiter polling, attempt \(attempt)")

            // Both wake it; it may see only the slot, or both and end as cancelled.
            sut.signal()
            signal.cancel()

            XCTAssertEqual(waiter.wait(timeout: .now() + 5), .success)
            if gotSlot.withLock({ $0 }) { sut.signal() }
            XCTAssertNoThrow(try sut.wait(watch: expiredWatch()), "Expected the one slot free, attempt \(attempt)")
            sut.signal()
        }
        XCTAssertNoThrow(try sut.wait(watch: expiredWatch()))
        XCTAssertThrowsError(try sut.wait(watch: expiredWatch()), "Expected no slot made up")
    }

    // MARK: - Helpers

    private func makeSUT(slots: Int) throws -> SlotSemaphore {
        let sut = try XCTUnwrap(SlotSemaphore(slots: slots))
        trackForMemoryLeaks(sut)
        return sut
    }

    private func expiredWatch() -> RequestWatch {
        anyWatch(seconds: 0)
    }
}
