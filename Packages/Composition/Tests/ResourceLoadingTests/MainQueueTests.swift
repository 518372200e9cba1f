import Dispatch
import MainQueueTestSupport
import XCTest

@testable import ResourceLoading

final class MainQueueTests: XCTestCase {
    func test_isCurrent_isTrueInAMainQueueBlock() {
        let answer = Mutex<Bool?>(nil)
        let exp = expectation(description: "Wait for the main queue")

        DispatchQueue.main.async {
            answer.withLock { $0 = MainQueue.isCurrent }
            exp.fulfill()
        }

        wait(for: [exp], timeout: 5.0)
        XCTAssertEqual(answer.withLock { $0 }, true)
    }

    func test_isCurrent_isFalseOnABackgroundQueue() {
        let answer = Mutex<Bool?>(nil)
        let exp = expectation(description: "Wait for the background queue")

        DispatchQueue.global().async {
            answer.withLock { $0 = MainQueue.isCurrent }
            exp.fulfill()
        }

        wait(for: [exp], timeout: 5.0)
        XCTAssertEqual(answer.withLock { $0 }, false)
    }

    func test_isCurrent_isFalseOnAQueueThatOnlyTargetsTheMainQueue() {
        let queue = DispatchQueue(label: "targets main", target: .main)
        let answer = Mutex<Bool?>(nil)
        let exp = expectation(description: "Wait for the queue")

        queue.async {
            answer.withLock { $0 = MainQueue.isCurrent }
            exp.fulfill()
        }

        wait(for: [exp], timeout: 5.0)
        XCTAssertEqual(answer.withLock { $0 }, false, "Expected its completions to hop rather than run inline")
    }

    func test_hop_runsTheWorkOnTheMainQueueFromABackgroundQueue() {
        let ranOnMainQueue = Mutex<Bool?>(nil)
        let exp = expectation(description: "Wait for the hop")

        DispatchQueue.global().async {
            MainQueue.hop {
                ranOnMainQueue.withLock { $0 = MainQueue.isCurrent }
                exp.fulfill()
            }
        }

        wait(for: [exp], timeout: 5.0)
        XCTAssertEqual(ranOnMainQueue.withLock { $0 }, true)
    }

    func test_hop_runsTheWorkAfterTheCurrentMainQueueBlockInOrder() {
        let events = Mutex<[String]>([])
        let exp = expectation(description: "Wait for both hops")
        exp.expectedFulfillmentCount = 2

        DispatchQueue.main.async {
            MainQueue.hop {
                events.withLock { $0.append("first") }
                exp.fulfill()
            }
            MainQueue.hop {
                events.withLock { $0.append("second") }
                exp.fulfill()
            }
            events.withLock { $0.append("block ended") }
        }

        wait(for: [exp], timeout: 5.0)
        XCTAssertEqual(events.withLock { $0 }, ["block ended", "first", "second"])
    }

    func test_hop_releasesTheWorkOnceItHasRun() {
        let exp = expectation(description: "Wait for the hop")
        weak var weakCaptured: CapturedObject?
        do {
            let captured = CapturedObject()
            weakCaptured = captured
            MainQueue.hop { [captured] in
                _ = captured
                exp.fulfill()
            }
        }
        XCTAssertNotNil(weakCaptured, "Expected the queued hop to keep what its work captured")

        wait(for: [exp], timeout: 5.0)

        XCTAssertNil(weakCaptured, "Expected the hop to let go of what its work captured once it ran")
    }

    private final class CapturedObject: Sendable {}
}
