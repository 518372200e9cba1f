import Foundation
import XCTest

@testable import ResourceLoading

final class LoadActivitySpanTests: XCTestCase {
    @MainActor
    func test_beginAndEnd_countAsOneLoadHoweverOftenBegun() async {
        let activity = LoadActivityTracker()
        let busyChanges = BusyChanges(activity)
        let sut = LoadActivitySpan(activity: activity, onFail: { _ in })

        sut.begin()
        sut.begin()
        sut.end()

        XCTAssertEqual(busyChanges.values, [true, false])
    }

    @MainActor
    func test_trackerFailingItsLoad_reportsTheErrorOnceAndEndsTheSpan() async {
        let activity = LoadActivityTracker()
        var failures = [URLError.Code]()
        let sut = LoadActivitySpan(activity: activity, onFail: { failures.append(($0 as? URLError)?.code ?? .unknown) })
        sut.begin()

        activity.failLoadsInFlight(with: URLError(.timedOut))
        sut.end()

        XCTAssertEqual(failures, [.timedOut])
        XCTAssertFalse(activity.isBusy)
    }

    @MainActor
    func test_begin_afterAnEnd_countsAgain() async {
        let activity = LoadActivityTracker()
        let sut = LoadActivitySpan(activity: activity, onFail: { _ in })
        sut.begin()
        sut.end()

        sut.begin()

        XCTAssertTrue(activity.isBusy)
    }
}
