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
    func test_arm_failsEveryLoadInFlightInEachTrackerAsNotLoadedAfterItsSeconds() async {
        let (sut, trackers, clock) = makeSUT(seconds: 0.05, trackerCount: 2)
        let loads = LoadSpy()
        let received = ReceivedLoads()

        for (index, tracker) in [trackers[0], trackers[1], trackers[1]].enumerated() {
            _ = tracker.track(loads.resourceLoad)({ result in received.append(index, result) })
        }
        sut.arm()
        clock.advance(by: 0.05)

        XCTAssertEqual(received.indices, [0, 1, 2])
        XCTAssertEqual(received.notLoaded, 3, "Expected every load failed as not loaded, never as timed out")
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
        XCTAssertEqual(received.notLoaded, 1, "Expected only the load still in flight failed")
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
        XCTAssertEqual(received.notLoaded, 1)
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
        XCTAssertEqual(received.notLoaded, 1)
    }

    @MainActor
    func test_aLoadStartedAfterTheDeadline_failsAtOnceAsNotLoaded() async {
        let (sut, trackers, clock) = makeSUT(seconds: 0.05)
        let loads = LoadSpy()
        let received = ReceivedLoads()
        _ = trackers[0].track(loads.resourceLoad)({ result in received.append(0, result) })
        sut.arm()
        clock.advance(by: 0.05)

        _ = trackers[0].track(loads.resourceLoad)({ result in received.append(1, result) })

        XCTAssertEqual(received.indices, [0, 1], "Expected the later load to fail inline")
        XCTAssertEqual(received.notLoaded, 2)
        XCTAssertFalse(trackers[0].isBusy)
        XCTAssertEqual(loads.loadCount, 1, "Expected the later load never started")
    }

    @MainActor
    func test_arm_whileLoadsAreAnswered_waitsAnotherSecondsAfterEachStretchWithAnAnswer() async {
        let answers = LoadAnswerCounter()
        let (sut, trackers, clock) = makeSUT(seconds: 1, answers: answers)
        let loads = LoadSpy()
        let received = ReceivedLoads()
        let answered = loads.resourceLoad.countingAnswers(in: answers)
        for index in 0..<3 {
            _ = trackers[0].track(answered)({ result in received.append(index, result) })
        }

        sut.arm()
        clock.advance(by: 0.5)
        loads.complete(at: 0)
        clock.advance(by: 0.5)
        XCTAssertEqual(received.indices, [0], "Expected the run to wait on: a load was answered")
        clock.advance(by: 0.9)
        loads.fail(at: 1, with: LoadFailure.httpStatus(500))
        clock.advance(by: 0.1)
        XCTAssertEqual(received.indices, [0, 1], "Expected an error status to be an answer too")

        clock.advance(by: 1)

        XCTAssertEqual(received.indices, [0, 1, 2])
        XCTAssertEqual(received.notLoaded, 1, "Expected the load still waiting failed after a stretch without answers")
        XCTAssertFalse(trackers[0].isBusy)
        XCTAssertEqual(clock.pendingCount, 0, "Expected no check left once the run's time ran out")
    }

    @MainActor
    func test_arm_isNotKeptWaitingByLoadsThatTimeOut() async {
        let answers = LoadAnswerCounter()
        let (sut, trackers, clock) = makeSUT(seconds: 1, answers: answers)
        let loads = LoadSpy()
        let received = ReceivedLoads()
        let answered = loads.resourceLoad.countingAnswers(in: answers)
        for index in 0..<2 {
            _ = trackers[0].track(answered)({ result in received.append(index, result) })
        }

        sut.arm()
        clock.advance(by: 0.5)
        loads.fail(at: 0, with: LoadFailure.timedOut(seconds: 1))
        clock.advance(by: 0.5)

        XCTAssertEqual(received.indices, [0, 1], "Expected a timeout to be no answer")
        XCTAssertEqual(received.notLoaded, 1)
    }

    // MARK: - Helpers

    @MainActor
    private func makeSUT(
        seconds: TimeInterval,
        trackerCount: Int = 1,
        answers: LoadAnswerCounter = LoadAnswerCounter(),
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: EndOfInputDeadline, trackers: [LoadActivityTracker], clock: ManualClock) {
        let trackers = (0..<trackerCount).map { _ in LoadActivityTracker() }
        let clock = ManualClock()
        let sut = EndOfInputDeadline(seconds: seconds, trackers: trackers, answers: answers, scheduler: clock)
        trackers.forEach { trackForMemoryLeaks($0, file: file, line: line) }
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(clock, file: file, line: line)
        return (sut, trackers, clock)
    }
}

/// Which loads delivered, in order, and how many of them failed as not loaded in the run's time.
private final class ReceivedLoads: Sendable {
    private let results = Mutex<[(index: Int, result: Result<Int, Error>)]>([])

    func append(_ index: Int, _ result: Result<Int, Error>) { results.withLock { $0.append((index, result)) } }

    var indices: [Int] { results.withLock { $0.map(\.index) } }
    var notLoaded: Int {
        results.withLock { entries in
            entries.filter { entry in
                if case .failure(LoadFailure.runTimeRanOut) = entry.result { return true }
                return false
            }.count
        }
    }
}
