import Foundation
import TestSupport
import XCTest

@testable import ResourceLoading

final class LoadActivityTrackerTests: XCTestCase {
    func test_track_isBusyFromStartUntilTheLoadCompletesOrIsCancelled() {
        let busyChanges = MainActor.assumeIsolated { BusyChanges() }
        let (sut, loads) = makeSUT(busyChanges: busyChanges)
        MainActor.assumeIsolated {

            _ = sut.track(ResourceLoad(loads.load))({ _ in })
            let cancel = sut.track(ResourceLoad(loads.load))({ _ in })
            XCTAssertTrue(sut.isBusy)

            loads.complete(at: 0)
            cancel()

            XCTAssertFalse(sut.isBusy)
            XCTAssertEqual(busyChanges.values, [true, false])
        }
    }

    func test_failLoadsInFlight_failsEachLoadInTheOrderTheyStartedAfterCancellingThemNewestFirst() {
        let (sut, loads) = makeSUT()
        MainActor.assumeIsolated {
            let received = Results()

            for index in 0..<3 {
                _ = sut.track(ResourceLoad(loads.load))({ result in received.append(index, result) })
            }
            sut.failLoadsInFlight(with: URLError(.timedOut))

            XCTAssertEqual(loads.cancelled, [2, 1, 0])
            XCTAssertEqual(received.indices, [0, 1, 2])
            XCTAssertEqual(received.errorCodes, [.timedOut, .timedOut, .timedOut])
            XCTAssertFalse(sut.isBusy)
        }
    }

    func test_failLoadsInFlight_leavesLoadsThatAlreadyEnded() {
        let (sut, loads) = makeSUT()
        MainActor.assumeIsolated {
            let received = Results()
            _ = sut.track(ResourceLoad(loads.load))({ result in received.append(0, result) })
            let cancel = sut.track(ResourceLoad(loads.load))({ result in received.append(1, result) })
            loads.complete(at: 0)
            cancel()

            sut.failLoadsInFlight(with: URLError(.timedOut))

            XCTAssertEqual(received.indices, [0], "Expected only the completed load's own result")
        }
    }

    func test_failLoadsInFlight_failsALoadWrappingAnotherTrackedLoadOnce() {
        let (sut, loads) = makeSUT()
        MainActor.assumeIsolated {
            let received = Results()
            let inner = sut.track(ResourceLoad(loads.load))

            _ = sut.track(inner)({ result in received.append(0, result) })
            sut.failLoadsInFlight(with: URLError(.timedOut))

            XCTAssertEqual(received.indices, [0])
            XCTAssertFalse(sut.isBusy)
        }
    }

    // MARK: - Helpers

    private func makeSUT(busyChanges: BusyChanges? = nil, file: StaticString = #filePath, line: UInt = #line) -> (
        sut: LoadActivityTracker, loads: LoadSpy
    ) {
        let (sut, loads) = MainActor.assumeIsolated {
            (LoadActivityTracker(onBusyChange: busyChanges?.record), LoadSpy())
        }
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(loads, file: file, line: line)
        return (sut, loads)
    }
}

@MainActor
private final class Results: Sendable {
    private var results = [(index: Int, result: Result<Int, Error>)]()

    nonisolated func append(_ index: Int, _ result: Result<Int, Error>) {
        MainActor.assumeIsolated { results.append((index, result)) }
    }

    var indices: [Int] { results.map(\.index) }
    var errorCodes: [URLError.Code?] {
        results.map { entry in
            if case let .failure(error) = entry.result { return (error as? URLError)?.code }
            return nil
        }
    }
}
