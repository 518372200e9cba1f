import Foundation
import ManualClock
import TestSupport
import XCTest

@testable import ResourceLoading

/// Every wait behind one wait of the decorated clock: the clock is asked once for many waits, and
/// each wait still runs at its time, in order, unless cancelled.
final class OneTimerSchedulerTests: XCTestCase {
    @MainActor
    func test_schedule_manyWaits_keepsOneWaitOfTheClock() async {
        let (sut, clock) = makeSUT()

        let cancels = (0..<100).map { _ in sut.schedule(after: 30) {} }

        XCTAssertEqual(clock.pendingCount, 1, "Expected one wait of the clock for a hundred waits")
        cancels.forEach { $0() }
        XCTAssertEqual(clock.pendingCount, 0, "Expected the clock's wait cancelled once no wait is left")
    }

    @MainActor
    func test_schedule_runsEachActionAtItsTimeInTimeOrder() async {
        let (sut, clock) = makeSUT()
        var ran = [String]()

        _ = sut.schedule(after: 3) { ran.append("3 s") }
        _ = sut.schedule(after: 1) { ran.append("1 s") }
        _ = sut.schedule(after: 2) { ran.append("2 s, first") }
        _ = sut.schedule(after: 2) { ran.append("2 s, second") }
        clock.advance(by: 0.999)
        XCTAssertEqual(ran, [], "Expected nothing run before its time")

        clock.advance(by: 0.001)
        XCTAssertEqual(ran, ["1 s"])

        clock.advance(by: 2)
        XCTAssertEqual(ran, ["1 s", "2 s, first", "2 s, second", "3 s"])
        XCTAssertEqual(clock.pendingCount, 0)
    }

    @MainActor
    func test_cancel_runsNothingCancelledAndLetsGoOfItsActionAtOnce() async {
        let (sut, clock) = makeSUT()
        var ran = [String]()
        var held: Held? = Held()
        weak let weakHeld = held

        let cancel = sut.schedule(after: 1) { [held] in ran.append("cancelled \(String(describing: held))") }
        held = nil
        _ = sut.schedule(after: 2) { ran.append("kept") }
        cancel()
        XCTAssertNil(weakHeld, "Expected the cancelled action released before its time")

        clock.advance(by: 2)
        XCTAssertEqual(ran, ["kept"])
    }

    @MainActor
    func test_cancel_byAnActionDueAtTheSameTime_runsNothingCancelled() async {
        let (sut, clock) = makeSUT()
        var ran = [String]()
        var cancelSecond: CancelScheduled?

        _ = sut.schedule(after: 1) {
            ran.append("first")
            cancelSecond?()
        }
        cancelSecond = sut.schedule(after: 1) { ran.append("second") }
        clock.advance(by: 1)

        XCTAssertEqual(ran, ["first"])
    }

    @MainActor
    func test_schedule_anEarlierWait_runsItAtItsOwnTime() async {
        let (sut, clock) = makeSUT()
        var ran = [String]()

        _ = sut.schedule(after: 30) { ran.append("30 s") }
        _ = sut.schedule(after: 0.5) { ran.append("0.5 s") }
        clock.advance(by: 0.5)

        XCTAssertEqual(ran, ["0.5 s"])
        XCTAssertEqual(clock.pendingCount, 1, "Expected one wait of the clock, for the 30 s")

        clock.advance(by: 29.5)
        XCTAssertEqual(ran, ["0.5 s", "30 s"])
    }

    @MainActor
    func test_schedule_byARunningAction_runsTheNewWaitInALaterTurn() async {
        let (sut, clock) = makeSUT()
        var ran = [String]()

        _ = sut.schedule(after: 1) {
            ran.append("first")
            _ = sut.schedule(after: 0) { ran.append("asked for by the first") }
            XCTAssertEqual(ran, ["first"], "Expected the new wait not run inside the first's turn")
        }
        clock.advance(by: 1)

        XCTAssertEqual(ran, ["first", "asked for by the first"])
    }

    @MainActor
    func test_schedule_manyCancelledWaits_keepsTheHeapBounded() async {
        let (sut, clock) = makeSUT()
        var ran = 0

        _ = sut.schedule(after: 30) { ran += 1 }
        for _ in 0..<10_000 { sut.schedule(after: 30) { ran += 1 }() }
        XCTAssertLessThanOrEqual(sut.heldPlaces, 100, "Expected the places of cancelled waits let go of")

        clock.advance(by: 30)
        XCTAssertEqual(ran, 1)
        XCTAssertEqual(sut.heldPlaces, 0, "Expected no place kept once every wait has run")
    }

    // MARK: - Helpers

    @MainActor
    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (OneTimerScheduler, ManualClock) {
        let clock = ManualClock()
        let sut = OneTimerScheduler(clock: clock, now: { clock.now })
        trackForMemoryLeaks(clock, file: file, line: line)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, clock)
    }

    private final class Held: CustomStringConvertible {
        var description: String { "held" }
    }
}
