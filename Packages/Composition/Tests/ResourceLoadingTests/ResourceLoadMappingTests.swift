import Foundation
import TestSupport
import XCTest

@testable import ResourceLoading

final class ResourceLoadMappingTests: XCTestCase {
    func test_map_deliversTheTransformedResourceAndTheFailureAsItWas() {
        let (sut, load) = makeSUT()
        MainActor.assumeIsolated {
            let received = ReceivedResults()

            for _ in 0..<2 { _ = sut(received.append) }
            load.complete(at: 0)
            load.fail(at: 1)

            XCTAssertEqual(received.values, [10])
            XCTAssertEqual(received.failures, 1)
        }
    }

    func test_cancel_cancelsTheLoadUnderneath() {
        let (sut, load) = makeSUT()
        MainActor.assumeIsolated {

            let cancel = sut { _ in }
            cancel()

            XCTAssertEqual(load.cancelled, [0])
        }
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (
        sut: ResourceLoad<Int>, load: LoadSpy
    ) {
        let (sut, load) = MainActor.assumeIsolated {
            let load = LoadSpy()
            return (load.resourceLoad.map { $0 + 10 }, load)
        }
        trackForMemoryLeaks(load, file: file, line: line)
        return (sut, load)
    }
}
