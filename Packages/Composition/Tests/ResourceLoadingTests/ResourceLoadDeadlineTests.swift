import FeedFeature
import Foundation
import Synchronization
import TestSupport
import XCTest

@testable import ResourceLoading

final class ResourceLoadDeadlineTests: XCTestCase {
    @MainActor
    func test_load_thatOverrunsTheDeadline_isCancelledAndFailsWithATimeoutOfItsSeconds() async {
        let load = PendingLoad()
        let received = Mutex<[Result<Int, Error>]>([])
        let exp = expectation(description: "Wait for the deadline")

        let bounded = load.resourceLoad.withDeadline(0.05)
        _ = bounded { result in
            received.withLock { $0.append(result) }
            exp.fulfill()
        }
        await fulfillment(of: [exp], timeout: 5)
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
        let load = PendingLoad()
        let received = Mutex<[Int]>([])

        let bounded = load.resourceLoad.withDeadline(0.05)
        _ = bounded { result in received.withLock { $0.append((try? result.get()) ?? -1) } }
        load.complete(with: 7)
        try? await Task.sleep(for: .milliseconds(150))

        XCTAssertEqual(received.withLock { $0 }, [7])
        XCTAssertEqual(load.cancelCount, 0)
    }

    @MainActor
    func test_load_thatCompletesInTime_letsGoOfWhatItsLoadHoldsAtOnce() async {
        weak var heldByTheLoad: NSObject?
        var complete: (() -> Void)?
        let bounded = ResourceLoad<Int> { completion in
            let held = NSObject()
            heldByTheLoad = held
            complete = { completion(.success(1)) }
            return { _ = held }
        }.withDeadline(60)

        _ = bounded { _ in }
        complete?()

        XCTAssertNil(heldByTheLoad, "Expected a finished load released at once, not at its deadline 60 s later")
    }

    @MainActor
    func test_cancel_beforeTheDeadline_cancelsOnceAndDeliversNothing() async {
        let load = PendingLoad()
        let received = Mutex(0)

        let bounded = load.resourceLoad.withDeadline(0.05)
        let cancel = bounded { _ in received.withLock { $0 += 1 } }
        cancel()
        try? await Task.sleep(for: .milliseconds(150))

        XCTAssertEqual(load.cancelCount, 1)
        XCTAssertEqual(received.withLock { $0 }, 0)
    }

    @MainActor
    private final class PendingLoad {
        private var completion: (@Sendable (Result<Int, Error>) -> Void)?
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
