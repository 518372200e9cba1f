import Foundation
import MainQueueTestSupport
import TestSupport
import XCTest

@testable import ResourceLoading

final class ResourceLoadWaitingForTurnTests: XCTestCase {
    func test_load_startsOnlyWhenAPlaceIsFreeAndGivesItBackWhenItSettles() {
        let (places, spy, received) = makeSUT(places: 1)
        MainActor.assumeIsolated {
            _ = spy.resourceLoad.waitingForTurn(in: places)({ received.append($0) })
            _ = spy.resourceLoad.waitingForTurn(in: places)({ received.append($0) })
            XCTAssertEqual(spy.loadCount, 1, "Expected the second to wait")

            spy.complete(at: 0)

            XCTAssertEqual(spy.loadCount, 2)
            XCTAssertEqual(received.values, [0])
        }
    }

    func test_cancelWhileWaiting_neverStartsNorDelivers() {
        let (places, spy, received) = makeSUT(places: 1)
        MainActor.assumeIsolated {
            _ = spy.resourceLoad.waitingForTurn(in: places)({ received.append($0) })
            let cancel = spy.resourceLoad.waitingForTurn(in: places)({ received.append($0) })

            cancel()
            spy.complete(at: 0)

            XCTAssertEqual(spy.loadCount, 1)
            XCTAssertEqual(received.values, [0])
        }
    }

    @MainActor
    func test_cancelWhileLoading_cancelsItDeliversNothingAndFreesItsPlace() async {
        let (places, spy, received) = makeSUT(places: 1)
        let cancel = spy.resourceLoad.waitingForTurn(in: places)({ received.append($0) })
        _ = spy.resourceLoad.waitingForTurn(in: places)({ received.append($0) })

        cancel()
        spy.complete(at: 0)
        await nextMainQueueTurn()

        XCTAssertEqual(spy.cancelled, [0])
        XCTAssertEqual(received.values, [])
        XCTAssertEqual(spy.loadCount, 2, "Expected the place given to the next")
    }

    // MARK: - Helpers

    private func makeSUT(places count: Int, file: StaticString = #filePath, line: UInt = #line) -> (
        LoadTurns, LoadSpy, Received
    ) {
        let (places, spy) = MainActor.assumeIsolated { (LoadTurns(maxConcurrentLoads: count), LoadSpy()) }
        trackForMemoryLeaks(places, file: file, line: line)
        trackForMemoryLeaks(spy, file: file, line: line)
        return (places, spy, Received())
    }

    private final class Received: Sendable {
        private let results = Mutex([Int]())

        var values: [Int] { results.withLock { $0 } }

        func append(_ result: Result<Int, Error>) {
            results.withLock { $0.append((try? result.get()) ?? -1) }
        }
    }
}
