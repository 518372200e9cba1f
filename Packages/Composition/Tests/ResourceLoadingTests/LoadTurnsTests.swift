import Foundation
import MainQueueTestSupport
import TestSupport
import XCTest

@testable import ResourceLoading

final class LoadTurnsTests: XCTestCase {
    func test_enqueue_startsAtMostTheLimitAndKeepsTheRestWaitingInTheOrderAsked() {
        let (sut, log) = makeSUT(maxConcurrentLoads: 2)
        MainActor.assumeIsolated {
            let loads = (0..<4).map { log.load($0) }
            loads.forEach(sut.enqueue)

            XCTAssertEqual(log.events, ["start 0", "start 1"])
        }
    }

    func test_finish_startsTheNextWaitingLoadAtOnce() {
        let (sut, log) = makeSUT(maxConcurrentLoads: 1)
        MainActor.assumeIsolated {
            let loads = (0..<2).map { log.load($0) }
            loads.forEach(sut.enqueue)

            sut.finish(loads[0])

            XCTAssertEqual(log.events, ["start 0", "start 1"])
        }
    }

    func test_withdrawnLoad_isSkippedWhenItsTurnComes() {
        let (sut, log) = makeSUT(maxConcurrentLoads: 1)
        MainActor.assumeIsolated {
            let loads = (0..<3).map { log.load($0) }
            loads.forEach(sut.enqueue)

            loads[1].isWaiting = false
            sut.withdraw(loads[1])
            sut.finish(loads[0])

            XCTAssertEqual(log.events, ["start 0", "start 2"])
        }
    }

    @MainActor
    func test_cancelInFlight_fillsThePlaceOnlyAfterEveryoneElseHadTheirSay() async {
        let (sut, log) = makeSUT(maxConcurrentLoads: 2)
        let loads = (0..<4).map { log.load($0) }
        loads.forEach(sut.enqueue)

        sut.cancelInFlight(loads[0])
        XCTAssertEqual(log.events, ["start 0", "start 1"], "Expected no start before the screen is done cancelling")
        loads[2].isWaiting = false
        sut.withdraw(loads[2])
        await nextMainQueueTurn()

        XCTAssertEqual(log.events, ["start 0", "start 1", "start 3"])
    }

    func test_loadThatSettlesAsItStarts_givesItsPlaceToTheNextAtOnce() {
        let (sut, log) = makeSUT(maxConcurrentLoads: 1)
        MainActor.assumeIsolated {
            let loads = (0..<2).map { log.load($0) }
            loads[0].onStart = { [weak sut] in sut?.finish(loads[0]) }

            loads.forEach(sut.enqueue)

            sut.enqueue(log.load(2))

            XCTAssertEqual(log.events, ["start 0", "start 1"], "Expected load 1 alone in the one place")
        }
    }

    func test_activity_isBusyWhileAnyLoadWaitsOrLoadsAsOneLoad() {
        let busyChanges = MainActor.assumeIsolated { BusyChanges() }
        let activity = MainActor.assumeIsolated { LoadActivityTracker(onBusyChange: busyChanges.record) }
        let (sut, log) = makeSUT(maxConcurrentLoads: 1, activity: activity)
        MainActor.assumeIsolated {
            let loads = (0..<2).map { log.load($0) }

            loads.forEach(sut.enqueue)
            sut.finish(loads[0])
            XCTAssertEqual(busyChanges.values, [true], "Expected busy while one still loads")

            sut.finish(loads[1])
            XCTAssertEqual(busyChanges.values, [true, false])
        }
    }

    func test_activity_settlesWhenTheLastWaitingLoadIsWithdrawn() {
        let activity = MainActor.assumeIsolated { LoadActivityTracker() }
        let (sut, log) = makeSUT(maxConcurrentLoads: 1, activity: activity)
        MainActor.assumeIsolated {
            let loads = (0..<2).map { log.load($0) }
            loads.forEach(sut.enqueue)

            sut.cancelInFlight(loads[0])
            loads[1].isWaiting = false
            sut.withdraw(loads[1])

            XCTAssertFalse(activity.isBusy)
        }
    }

    @MainActor
    func test_activityFailing_failsEveryLoadOnceInTheOrderAskedForAndStartsNothing() async {
        let activity = LoadActivityTracker()
        let (sut, log) = makeSUT(maxConcurrentLoads: 3, activity: activity)
        let loads = (0..<6).map { log.load($0) }
        loads.forEach(sut.enqueue)
        loads[4].isWaiting = false
        sut.withdraw(loads[4])
        loads[4].isWaiting = true
        sut.enqueue(loads[4])  // asked for again: in the queue twice
        loads[0].onFail = { [weak sut] in sut?.finish(loads[0]) }

        activity.failLoadsInFlight(with: URLError(.timedOut))
        await nextMainQueueTurn()

        XCTAssertEqual(
            log.events, ["start 0", "start 1", "start 2", "fail 0", "fail 1", "fail 2", "fail 3", "fail 4", "fail 5"])
        XCTAssertFalse(activity.isBusy)
        sut.enqueue(log.load(6))
        XCTAssertEqual(log.events.last, "start 6", "Expected every place free again")
    }

    func test_aQueueThatNeverEmpties_letsGoOfTheLoadsThatHadTheirTurn() {
        let (sut, log) = makeSUT(maxConcurrentLoads: 1)
        MainActor.assumeIsolated {
            let blockers = [log.load(-1), log.load(-2)]
            weak var firstFinished: TurnTakingLoad?
            sut.enqueue(blockers[0])
            for number in 0..<2_000 {
                let load = log.load(number)
                load.onStart = { [weak sut, weak load] in load.map { sut?.finish($0) } }
                if number == 0 { firstFinished = load }
                sut.enqueue(load)
            }
            sut.enqueue(blockers[1])
            (0..<10).forEach { sut.enqueue(log.load(3_000 + $0)) }

            sut.finish(blockers[0])

            XCTAssertEqual(log.events.last, "start -2")
            XCTAssertNil(firstFinished, "Expected the queue to keep no load that had its turn")
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        maxConcurrentLoads: Int, activity: LoadActivityTracker? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: LoadTurns, log: LoadLog) {
        let (sut, log) = MainActor.assumeIsolated {
            (LoadTurns(maxConcurrentLoads: maxConcurrentLoads, activity: activity), LoadLog())
        }
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(log, file: file, line: line)
        return (sut, log)
    }

    /// What the scheduled loads were asked to do, in order.
    @MainActor
    private final class LoadLog {
        private(set) var events = [String]()

        func load(_ name: Int) -> TurnTakingLoadSpy {
            TurnTakingLoadSpy { [weak self] event in self?.events.append("\(event) \(name)") }
        }
    }

    @MainActor
    private final class TurnTakingLoadSpy: TurnTakingLoad {
        var isWaiting = true
        var onStart: (() -> Void)?
        var onFail: (() -> Void)?
        private let record: (String) -> Void

        init(record: @escaping (String) -> Void) {
            self.record = record
        }

        func start() {
            isWaiting = false
            record("start")
            onStart?()
        }

        func fail(with error: Error) {
            isWaiting = false
            record("fail")
            onFail?()
        }
    }
}
