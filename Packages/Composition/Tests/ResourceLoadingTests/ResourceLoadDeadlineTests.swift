import FeedFeature
import Foundation
import Synchronization
import TestSupport
import XCTest

@testable import ResourceLoading

final class ResourceLoadDeadlineTests: XCTestCase {
    @MainActor
    func test_load_thatOverrunsTheDeadline_isCancelledAndFailsWithATimeoutOfItsSeconds() async {
        let (sut, load) = makeSUT(seconds: 0.05)
        let received = Mutex<[Result<Int, Error>]>([])
        let exp = expectation(description: "Wait for the deadline")

        _ = sut { result in
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
        let (sut, load) = makeSUT(seconds: 0.05)
        let received = Mutex<[Int]>([])

        _ = sut { result in received.withLock { $0.append((try? result.get()) ?? -1) } }
        load.complete(with: 7)
        try? await Task.sleep(for: .milliseconds(150))

        XCTAssertEqual(received.withLock { $0 }, [7])
        XCTAssertEqual(load.cancelCount, 0)
    }

    func test_load_thatCompletesInTime_letsGoOfWhatItsLoadHoldsAtOnce() {
        MainActor.assumeIsolated {
            weak var heldByTheLoad: NSObject?
            var complete: (() -> Void)?
            let sut = ResourceLoad<Int> { completion in
                let held = NSObject()
                heldByTheLoad = held
                complete = { completion(.success(1)) }
                return { _ = held }
            }.withDeadline(60)

            _ = sut { _ in }
            complete?()

            XCTAssertNil(heldByTheLoad, "Expected a finished load released at once, not at its deadline 60 s later")
        }
    }

    @MainActor
    func test_cancel_beforeTheDeadline_cancelsOnceAndDeliversNothing() async {
        let (sut, load) = makeSUT(seconds: 0.05)
        let received = Mutex(0)

        let cancel = sut { _ in received.withLock { $0 += 1 } }
        cancel()
        try? await Task.sleep(for: .milliseconds(150))

        XCTAssertEqual(load.cancelCount, 1)
        XCTAssertEqual(received.withLock { $0 }, 0)
    }

    // MARK: - Helpers

    private func makeSUT(seconds: TimeInterval, file: StaticString = #filePath, line: UInt = #line) -> (
        sut: ResourceLoad<Int>, load: PendingLoad
    ) {
        let (sut, load) = MainActor.assumeIsolated {
            let load = PendingLoad()
            return (load.resourceLoad.withDeadline(seconds), load)
        }
        trackForMemoryLeaks(load, file: file, line: line)
        return (sut, load)
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
