import Foundation
import TestSupport
import XCTest

@testable import ResourceLoading

final class ResourceLoadFallbackTests: XCTestCase {
    func test_fallingBack_deliversThePrimaryResultWithoutStartingTheSecondary() {
        let (sut, primary, secondary) = makeSUT()
        MainActor.assumeIsolated {
            let received = ReceivedResults()

            _ = sut(received.append)
            primary.complete(at: 0)

            XCTAssertEqual(received.values, [0])
            XCTAssertEqual(secondary.loadCount, 0)
        }
    }

    func test_fallingBack_deliversTheSecondaryResultOnPrimaryFailure() {
        let (sut, primary, secondary) = makeSUT()
        MainActor.assumeIsolated {
            let received = ReceivedResults()

            _ = sut(received.append)
            primary.fail(at: 0)
            secondary.complete(at: 0)

            XCTAssertEqual(received.values, [0])
            XCTAssertEqual(received.failures, 0)
        }
    }

    func test_fallingBack_deliversTheSecondaryFailureWhenBothFail() {
        let (sut, primary, secondary) = makeSUT()
        MainActor.assumeIsolated {
            let received = ReceivedResults()

            _ = sut(received.append)
            primary.fail(at: 0, with: URLError(.timedOut))
            secondary.fail(at: 0, with: URLError(.fileDoesNotExist))

            XCTAssertEqual(received.errorCodes, [.fileDoesNotExist])
        }
    }

    func test_fallingBack_deliversThePrimaryFailureWhenBothFailIfAskedTo() {
        let (sut, primary, secondary) = makeSUT(reporting: .primary)
        MainActor.assumeIsolated {
            let received = ReceivedResults()

            _ = sut(received.append)
            primary.fail(at: 0, with: URLError(.timedOut))
            secondary.fail(at: 0, with: URLError(.fileDoesNotExist))

            XCTAssertEqual(received.errorCodes, [.timedOut])
        }
    }

    func test_cancel_cancelsWhicheverLoadIsUnderWayAndDeliversNothing() {
        let (sut, primary, secondary) = makeSUT()
        MainActor.assumeIsolated {
            let received = ReceivedResults()

            let cancelFirst = sut(received.append)
            cancelFirst()
            let cancelSecond = sut(received.append)
            primary.fail(at: 1)
            cancelSecond()
            primary.complete(at: 0)

            XCTAssertEqual(primary.cancelled, [0])
            XCTAssertEqual(secondary.cancelled, [0])
            XCTAssertEqual(received.count, 0)
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        reporting reported: ResourceLoad<Int>.ReportedFailure = .secondary, file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: ResourceLoad<Int>, primary: LoadSpy, secondary: LoadSpy) {
        let (sut, primary, secondary) = MainActor.assumeIsolated {
            let (primary, secondary) = (LoadSpy(), LoadSpy())
            let sut = primary.resourceLoad.fallingBack(
                to: { _ in secondary.resourceLoad }, whenBothFailReporting: reported)
            return (sut, primary, secondary)
        }
        trackForMemoryLeaks(primary, file: file, line: line)
        trackForMemoryLeaks(secondary, file: file, line: line)
        return (sut, primary, secondary)
    }
}
