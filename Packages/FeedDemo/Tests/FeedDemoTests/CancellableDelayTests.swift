import Dispatch
import TestSupport
import XCTest

@testable import FeedDemo

/// The demo's latency: a wait any thread cuts short. Each test ends at once when the wait is
/// right, and waits out its ten seconds (then fails) when it is not.
final class CancellableDelayTests: XCTestCase {
    func test_wait_passesAtOnceForNoTime() {
        XCTAssertTrue(CancellableDelay().wait(seconds: 0))
    }

    func test_wait_endsAtOnceWhenCancelledBefore() {
        let sut = CancellableDelay()

        sut.cancel()

        XCTAssertFalse(sut.wait(seconds: 10))
    }

    func test_wait_endsWhenCancelledFromAnotherThread() {
        let sut = CancellableDelay()

        DispatchQueue.global().async { sut.cancel() }

        XCTAssertFalse(sut.wait(seconds: 10), "Expected the cancel to end the wait, whenever it came")
    }

    func test_cancel_endsEveryWaitOfTheDelay() {
        let sut = CancellableDelay()
        let waits = DispatchGroup()
        let passed = LockedBox(0)
        for _ in 0..<3 {
            DispatchQueue.global().async(group: waits) { if sut.wait(seconds: 10) { passed.mutate { $0 += 1 } } }
        }

        sut.cancel()

        XCTAssertEqual(waits.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(passed.value, 0)
    }
}
