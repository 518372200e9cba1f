import Foundation
import MainQueueTestSupport
import TestSupport
import XCTest

@testable import ResourceLoading

final class LoadActivitySpanTests: XCTestCase {
    func test_beginAndEnd_countAsOneLoadHoweverOftenBegun() {
        let busyChanges = MainActor.assumeIsolated { BusyChanges() }
        let (sut, _) = makeSUT(busyChanges: busyChanges)
        MainActor.assumeIsolated {

            sut.begin()
            sut.begin()
            sut.end()

            XCTAssertEqual(busyChanges.values, [true, false])
        }
    }

    func test_trackerFailingItsLoad_reportsTheErrorOnceAndEndsTheSpan() {
        let failures = Mutex<[URLError.Code]>([])
        let (sut, activity) = makeSUT(onFail: { error in
            failures.withLock { $0.append((error as? URLError)?.code ?? .unknown) }
        })
        MainActor.assumeIsolated {
            sut.begin()

            activity.failLoadsInFlight(with: URLError(.timedOut))
            sut.end()

            XCTAssertEqual(failures.withLock { $0 }, [.timedOut])
            XCTAssertFalse(activity.isBusy)
        }
    }

    func test_begin_afterAnEnd_countsAgain() {
        let (sut, activity) = makeSUT()
        MainActor.assumeIsolated {
            sut.begin()
            sut.end()

            sut.begin()

            XCTAssertTrue(activity.isBusy)
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        onFail: @escaping @Sendable (Error) -> Void = { _ in }, busyChanges: BusyChanges? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> (sut: LoadActivitySpan, activity: LoadActivityTracker) {
        let (sut, activity) = MainActor.assumeIsolated {
            let activity = LoadActivityTracker(onBusyChange: busyChanges?.record)
            return (LoadActivitySpan(activity: activity, onFail: onFail), activity)
        }
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(activity, file: file, line: line)
        return (sut, activity)
    }
}
