import FeedFeature
import Foundation
import Synchronization
import TestSupport
import XCTest

@testable import ResourceLoading

final class EndOfInputDeadlineTests: XCTestCase {
    @MainActor
    func test_arm_failsEveryLoadInFlightInEachTrackerWithATimeoutAfterItsSeconds() async {
        let (sut, trackers) = makeSUT(seconds: 0.05, trackerCount: 2)
        let loads = LoadSpy()
        let received = ReceivedLoads()
        let exp = expectation(description: "Wait for the deadline")
        exp.expectedFulfillmentCount = 3

        for (index, tracker) in [trackers[0], trackers[1], trackers[1]].enumerated() {
            _ = tracker.track(loads.resourceLoad)({ result in
                received.append(index, result)
                exp.fulfill()
            })
        }
        sut.arm()
        await fulfillment(of: [exp], timeout: 5)

        XCTAssertEqual(received.indices, [0, 1, 2])
        XCTAssertEqual(received.timeouts, 3, "Expected every load failed with a timeout")
        XCTAssertEqual(Set(loads.cancelled), [0, 1, 2], "Expected every load cancelled")
        XCTAssertFalse(trackers.contains(where: \.isBusy), "Expected nothing left in flight")
    }

    @MainActor
    func test_arm_leavesAloneLoadsThatEndedBeforeTheDeadline() async {
        let (sut, trackers) = makeSUT(seconds: 0.05)
        let loads = LoadSpy()
        let received = ReceivedLoads()
        let exp = expectation(description: "Wait for the deadline")

        _ = trackers[0].track(loads.resourceLoad)({ result in received.append(0, result) })
        _ = trackers[0].track(loads.resourceLoad)({ result in
            received.append(1, result)
            exp.fulfill()
        })
        sut.arm()
        loads.complete(at: 0)
        await fulfillment(of: [exp], timeout: 5)

        XCTAssertEqual(received.indices, [0, 1])
        XCTAssertEqual(received.timeouts, 1, "Expected only the load still in flight failed")
        XCTAssertEqual(loads.cancelled, [1])
    }

    @MainActor
    func test_arm_failsNothingBeforeItsSeconds() async {
        let (sut, trackers) = makeSUT(seconds: 1)
        let loads = LoadSpy()
        let received = ReceivedLoads()
        let exp = expectation(description: "Wait for the deadline")

        _ = trackers[0].track(loads.resourceLoad)({ result in
            received.append(0, result)
            exp.fulfill()
        })
        sut.arm()
        try? await Task.sleep(for: .milliseconds(50))
        XCTAssertEqual(received.indices, [], "Expected nothing failed before the deadline")
        XCTAssertTrue(trackers[0].isBusy)

        await fulfillment(of: [exp], timeout: 5)
        XCTAssertEqual(received.timeouts, 1)
    }

    @MainActor
    func test_init_failsNothingWithoutArm() async {
        let (_, trackers) = makeSUT(seconds: 0.01)
        let loads = LoadSpy()
        let received = ReceivedLoads()

        _ = trackers[0].track(loads.resourceLoad)({ result in received.append(0, result) })
        try? await Task.sleep(for: .milliseconds(100))

        XCTAssertEqual(received.indices, [], "Expected nothing failed without arming")
        XCTAssertTrue(trackers[0].isBusy)
        XCTAssertEqual(loads.cancelled, [])
        loads.complete(at: 0)
    }

    @MainActor
    func test_armTwice_armsOnce() async {
        let (sut, trackers) = makeSUT(seconds: 0.2)
        let loads = LoadSpy()
        let received = ReceivedLoads()
        let exp = expectation(description: "Wait for the deadline")

        _ = trackers[0].track(loads.resourceLoad)({ result in
            received.append(0, result)
            exp.fulfill()
        })
        sut.arm()
        try? await Task.sleep(for: .milliseconds(100))
        sut.arm()
        await fulfillment(of: [exp], timeout: 5)
        try? await Task.sleep(for: .milliseconds(300))

        XCTAssertEqual(received.indices, [0])
        XCTAssertEqual(received.timeouts, 1)
    }

    @MainActor
    func test_aLoadStartedAfterTheDeadline_failsAtOnceWithTheTimeout() async {
        let (sut, trackers) = makeSUT(seconds: 0.05)
        let loads = LoadSpy()
        let received = ReceivedLoads()
        let exp = expectation(description: "Wait for the deadline")
        _ = trackers[0].track(loads.resourceLoad)({ result in
            received.append(0, result)
            exp.fulfill()
        })
        sut.arm()
        await fulfillment(of: [exp], timeout: 5)

        _ = trackers[0].track(loads.resourceLoad)({ result in received.append(1, result) })

        XCTAssertEqual(received.indices, [0, 1], "Expected the later load to fail inline")
        XCTAssertEqual(received.timeouts, 2)
        XCTAssertFalse(trackers[0].isBusy)
        XCTAssertEqual(loads.loadCount, 1, "Expected the later load never started")
    }

    // MARK: - Helpers

    @MainActor
    private func makeSUT(
        seconds: TimeInterval,
        trackerCount: Int = 1,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: EndOfInputDeadline, trackers: [LoadActivityTracker]) {
        let trackers = (0..<trackerCount).map { _ in LoadActivityTracker() }
        let sut = EndOfInputDeadline(seconds: seconds, trackers: trackers)
        trackers.forEach { trackForMemoryLeaks($0, file: file, line: line) }
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, trackers)
    }
}

/// Which loads delivered, in order, and how many of them failed with a timeout.
private final class ReceivedLoads: Sendable {
    private let results = Mutex<[(index: Int, result: Result<Int, Error>)]>([])

    func append(_ index: Int, _ result: Result<Int, Error>) { results.withLock { $0.append((index, result)) } }

    var indices: [Int] { results.withLock { $0.map(\.index) } }
    var timeouts: Int {
        results.withLock { entries in
            entries.filter { entry in
                if case .failure(LoadFailure.timedOut) = entry.result { return true }
                return false
            }.count
        }
    }
}
