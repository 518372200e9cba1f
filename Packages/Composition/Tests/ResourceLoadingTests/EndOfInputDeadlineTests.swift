import FeedFeature
import Foundation
import MainQueueTestSupport
import ManualClock
import Synchronization
import TestSupport
import XCTest

@testable import ResourceLoading

final class EndOfInputDeadlineTests: XCTestCase {
    @MainActor
    func test_arm_failsEveryLoadInFlightInEachTrackerWithATimeoutAfterItsSeconds() async {
        let (sut, trackers, clock) = makeSUT(seconds: 0.05, trackerCount: 2)
        let loads = LoadSpy()
        let received = ReceivedLoads()

        for (index, tracker) in [trackers[0], trackers[1], trackers[1]].enumerated() {
            _ = tracker.track(loads.resourceLoad)({ result in received.append(index, result) })
        }
        sut.arm()
        clock.advance(by: 0.05)

        XCTAssertEqual(received.indices, [0, 1, 2])
        XCTAssertEqual(received.timeouts, 3, "Expected every load failed with a timeout")
        XCTAssertEqual(Set(loads.cancelled), [0, 1, 2], "Expected every load cancelled")
        XCTAssertFalse(trackers.contains(where: \.isBusy), "Expected nothing left in flight")
    }

    @MainActor
    func test_arm_leavesAloneLoadsThatEndedBeforeTheDeadline() async {
        let (sut, trackers, clock) = makeSUT(seconds: 0.05)
        let loads = LoadSpy()
        let received = ReceivedLoads()

        _ = trackers[0].track(loads.resourceLoad)({ result in received.append(0, result) })
        _ = trackers[0].track(loads.resourceLoad)({ result in received.append(1, result) })
        sut.arm()
        loads.complete(at: 0)
        clock.advance(by: 0.05)

        XCTAssertEqual(received.indices, [0, 1])
        XCTAssertEqual(received.timeouts, 1, "Expected only the load still in flight failed")
        XCTAssertEqual(loads.cancelled, [1])
    }

    @MainActor
    func test_arm_failsNothingBeforeItsSeconds() async {
        let (sut, trackers, clock) = makeSUT(seconds: 1)
        let loads = LoadSpy()
        let received = ReceivedLoads()

        _ = trackers[0].track(loads.resourceLoad)({ result in received.append(0, result) })
        sut.arm()
        clock.advance(by: 0.999)
        XCTAssertEqual(received.indices, [], "Expected nothing failed before the deadline")
        XCTAssertTrue(trackers[0].isBusy)

        clock.advance(by: 0.001)
        XCTAssertEqual(received.timeouts, 1)
    }

    @MainActor
    func test_init_failsNothingWithoutArm() async {
        let (_, trackers, clock) = makeSUT(seconds: 0.01)
        let loads = LoadSpy()
        let received = ReceivedLoads()

        _ = trackers[0].track(loads.resourceLoad)({ result in received.append(0, result) })
        clock.advance(by: 10)

        XCTAssertEqual(received.indices, [], "Expected nothing failed without arming")
        XCTAssertTrue(trackers[0].isBusy)
        XCTAssertEqual(loads.cancelled, [])
        loads.complete(at: 0)
    }

    @MainActor
    func test_armTwice_armsOnce() async {
        let (sut, trackers, clock) = makeSUT(seconds: 0.2)
        let loads = LoadSpy()
        let received = ReceivedLoads()

        _ = trackers[0].track(loads.resourceLoad)({ result in received.append(0, result) })
        sut.arm()
        clock.advance(by: 0.1)
        sut.arm()

        XCTAssertEqual(clock.pendingCount, 1, "Expected one deadline")
        clock.advance(by: 0.1)
        XCTAssertEqual(received.indices, [0])
        XCTAssertEqual(received.timeouts, 1)
    }

    @MainActor
    func test_aLoadStartedAfterTheDeadline_failsAtOnceWithTheTimeout() async {
        let (sut, trackers, clock) = makeSUT(seconds: 0.05)
        let loads = LoadSpy()
        let received = ReceivedLoads()
        _ = trackers[0].track(loads.resourceLoad)({ result in received.append(0, result) })
        sut.arm()
        clock.advance(by: 0.05)

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
    ) -> (sut: EndOfInputDeadline, trackers: [LoadActivityTracker], clock: ManualScheduler) {
        let trackers = (0..<trackerCount).map { _ in LoadActivityTracker() }
        let clock = ManualScheduler()
        let sut = EndOfInputDeadline(seconds: seconds, trackers: trackers, scheduler: clock)
        trackers.forEach { trackForMemoryLeaks($0, file: file, line: line) }
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(clock, file: file, line: line)
        return (sut, trackers, clock)
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
