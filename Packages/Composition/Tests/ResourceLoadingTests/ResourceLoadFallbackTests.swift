import Foundation
import XCTest

@testable import ResourceLoading

final class ResourceLoadFallbackTests: XCTestCase {
    @MainActor
    func test_fallingBack_deliversThePrimaryResultWithoutStartingTheSecondary() async {
        let (primary, secondary) = (LoadSpy(), LoadSpy())
        let received = ReceivedResults()

        _ = primary.resourceLoad.fallingBack(to: secondary.resourceLoad)(received.append)
        primary.complete(at: 0)

        XCTAssertEqual(received.values, [0])
        XCTAssertEqual(secondary.loadCount, 0)
    }

    @MainActor
    func test_fallingBack_deliversTheSecondaryResultOnPrimaryFailure() async {
        let (primary, secondary) = (LoadSpy(), LoadSpy())
        let received = ReceivedResults()

        _ = primary.resourceLoad.fallingBack(to: secondary.resourceLoad)(received.append)
        primary.fail(at: 0)
        secondary.complete(at: 0)

        XCTAssertEqual(received.values, [0])
        XCTAssertEqual(received.failures, 0)
    }

    @MainActor
    func test_fallingBack_deliversTheSecondaryFailureWhenBothFail() async {
        let (primary, secondary) = (LoadSpy(), LoadSpy())
        let received = ReceivedResults()

        _ = primary.resourceLoad.fallingBack(to: secondary.resourceLoad)(received.append)
        primary.fail(at: 0, with: URLError(.timedOut))
        secondary.fail(at: 0, with: URLError(.fileDoesNotExist))

        XCTAssertEqual(received.errorCodes, [.fileDoesNotExist])
    }

    @MainActor
    func test_fallingBack_deliversThePrimaryFailureWhenBothFailIfAskedTo() async {
        let (primary, secondary) = (LoadSpy(), LoadSpy())
        let received = ReceivedResults()

        _ = primary.resourceLoad.fallingBack(to: secondary.resourceLoad, whenBothFailReporting: .primary)(
            received.append)
        primary.fail(at: 0, with: URLError(.timedOut))
        secondary.fail(at: 0, with: URLError(.fileDoesNotExist))

        XCTAssertEqual(received.errorCodes, [.timedOut])
    }

    @MainActor
    func test_cancel_cancelsWhicheverLoadIsUnderWayAndDeliversNothing() async {
        let (primary, secondary) = (LoadSpy(), LoadSpy())
        let received = ReceivedResults()

        let cancelFirst = primary.resourceLoad.fallingBack(to: secondary.resourceLoad)(received.append)
        cancelFirst()
        let cancelSecond = primary.resourceLoad.fallingBack(to: secondary.resourceLoad)(received.append)
        primary.fail(at: 1)
        cancelSecond()
        primary.complete(at: 0)

        XCTAssertEqual(primary.cancelled, [0])
        XCTAssertEqual(secondary.cancelled, [0])
        XCTAssertEqual(received.count, 0)
    }
}
