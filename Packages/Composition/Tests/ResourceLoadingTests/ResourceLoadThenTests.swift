import Foundation
import TestSupport
import XCTest

@testable import ResourceLoading

/// A load, then the load made of its result: what comes first (the saved copy) comes first.
final class ResourceLoadThenTests: XCTestCase {
    func test_then_startsTheNextLoadWithTheFirstsResult_andDeliversItsResult() {
        let (sut, first, next, firstResults) = makeSUT()
        MainActor.assumeIsolated {
            let received = ReceivedResults()

            _ = sut(received.append)
            XCTAssertEqual(next.loadCount, 0, "Expected the next load to wait for the first")
            first.fail(at: 0)
            next.complete(at: 0)

            XCTAssertEqual(firstResults.failures, 1)
            XCTAssertEqual(received.values, [0])
        }
    }

    func test_cancel_cancelsWhicheverLoadIsUnderWay_andDeliversNothing() {
        let (sut, first, next, _) = makeSUT()
        MainActor.assumeIsolated {
            let received = ReceivedResults()

            let cancelFirst = sut(received.append)
            cancelFirst()
            first.complete(at: 0)
            let cancelNext = sut(received.append)
            first.complete(at: 1)
            cancelNext()
            next.complete(at: 0)

            XCTAssertEqual(first.cancelled, [0])
            XCTAssertEqual(next.loadCount, 1, "Expected no next load after the first was cancelled")
            XCTAssertEqual(next.cancelled, [0])
            XCTAssertEqual(received.count, 0)
        }
    }

    func test_tryMap_deliversTheTransformsErrorAsTheLoadsFailure() {
        let spy = MainActor.assumeIsolated { LoadSpy() }
        trackForMemoryLeaks(spy)
        MainActor.assumeIsolated {
            let received = ReceivedResults()
            let sut = spy.resourceLoad.tryMap { value -> Int in
                guard value > 0 else { throw URLError(.cannotParseResponse) }
                return value * 10
            }

            _ = sut(received.append)
            _ = sut(received.append)
            spy.complete(at: 0)
            spy.complete(at: 1)

            XCTAssertEqual(received.errorCodes, [.cannotParseResponse])
            XCTAssertEqual(received.values, [10])
        }
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line)
        -> (sut: ResourceLoad<Int>, first: LoadSpy, next: LoadSpy, firstResults: ReceivedResults)
    {
        let firstResults = ReceivedResults()
        let (sut, first, next) = MainActor.assumeIsolated {
            let (first, next) = (LoadSpy(), LoadSpy())
            let sut = first.resourceLoad.then { result in
                firstResults.append(result)
                return next.resourceLoad
            }
            return (sut, first, next)
        }
        trackForMemoryLeaks(first, file: file, line: line)
        trackForMemoryLeaks(next, file: file, line: line)
        return (sut, first, next, firstResults)
    }
}
