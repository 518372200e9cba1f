import FeedFeature
import Foundation
import MainQueueTestSupport
import ManualClock
import Synchronization
import TestSupport
import XCTest

@testable import ResourceLoading

final class ResourceLoadDeadlineTests: XCTestCase {
    @MainActor
    func test_load_thatOverrunsTheDeadline_isCancelledAndFailsWithATimeoutOfItsSeconds() async {
        let (sut, load, clock) = makeSUT(seconds: 0.05)
        let received = Mutex<[Result<Int, Error>]>([])

        _ = sut { result in received.withLock { $0.append(result) } }
        clock.advance(by: 0.049)
        XCTAssertEqual(received.withLock { $0.count }, 0, "Expected nothing before the deadline")
        clock.advance(by: 0.001)
        load.complete(with: 1)

        XCTAssertEqual(load.cancelCount, 1)
        let results = received.withLock { $0 }
        XCTAssertEqual(results.count, 1, "Expected nothing delivered after the timeout")
        XCTAssertThrowsError(try results.first?.get()) { error in
            XCTAssertEqual(error as? LoadFailure, .timedOut(seconds: 0.05))
        }
    }

    @MainActor
    func test_load_thatCompletesInTime_deliversItsResultOnceAndIsNotCancelled() async {
        let (sut, load, clock) = makeSUT(seconds: 0.05)
        let received = Mutex<[Int]>([])

        _ = sut { result in received.withLock { $0.append((try? result.get()) ?? -1) } }
        load.complete(with: 7)
        clock.advance(by: 10)

        XCTAssertEqual(received.withLock { $0 }, [7])
        XCTAssertEqual(load.cancelCount, 0)
        XCTAssertEqual(clock.pendingCount, 0, "Expected the deadline let go of once the load ended")
    }

    @MainActor
    func test_load_thatCompletesInTime_letsGoOfWhatItsLoadHoldsAtOnce() async {
        weak var heldByTheLoad: NSObject?
        var complete: (() -> Void)?
        let sut = ResourceLoad<Int> { completion in
            let held = NSObject()
            heldByTheLoad = held
            complete = { completion(.success(1)) }
            return { _ = held }
        }.withDeadline(60, on: ManualClock())

        _ = sut { _ in }
        complete?()

        XCTAssertNil(heldByTheLoad, "Expected a finished load released at once, not at its deadline 60 s later")
    }

    @MainActor
    func test_cancel_beforeTheDeadline_cancelsOnceAndDeliversNothing() async {
        let (sut, load, clock) = makeSUT(seconds: 0.05)
        let received = Mutex(0)

        let cancel = sut { _ in received.withLock { $0 += 1 } }
        cancel()
        clock.advance(by: 10)

        XCTAssertEqual(load.cancelCount, 1)
        XCTAssertEqual(received.withLock { $0 }, 0)
    }

    @MainActor
    func test_noSeconds_isNoDeadline() async {
        let load = PendingLoad()
        let clock = ManualClock()
        let received = Mutex<[Int]>([])

        _ = load.resourceLoad.withDeadline(nil, on: clock)({ result in
            received.withLock { $0.append((try? result.get()) ?? -1) }
        })
        clock.advance(by: 1_000)
        load.complete(with: 3)

        XCTAssertEqual(received.withLock { $0 }, [3])
        XCTAssertEqual(load.cancelCount, 0)
    }

    // MARK: - Helpers

    @MainActor
    private func makeSUT(seconds: TimeInterval, file: StaticString = #filePath, line: UInt = #line) -> (
        sut: ResourceLoad<Int>, load: PendingLoad, clock: ManualClock
    ) {
        let load = PendingLoad()
        let clock = ManualClock()
        trackForMemoryLeaks(load, file: file, line: line)
        trackForMemoryLeaks(clock, file: file, line: line)
        return (load.resourceLoad.withDeadline(seconds, on: clock), load, clock)
    }

    @MainActor
    private final class PendingLoad {
        private var completion: ResourceLoad<Int>.Completion?
        private(set) var cancelCount = 0

        var resourceLoad: ResourceLoad<Int> {
            ResourceLoad { [self] completion in
                self.completion = completion
                return { self.cancelCount += 1 }
            }
        }

        func complete(with value: Int) {
            completion?(.success(value))
        }
    }
}
