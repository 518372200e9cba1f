import Foundation
import MainQueueTestSupport
import TestSupport
import XCTest

@testable import ResourceLoading

final class ResourceLoadCachingTests: XCTestCase {
    func test_caching_savesWhatIsWorthKeepingBeforeDeliveringIt() {
        let (sut, load, saved) = makeSUT(worthKeeping: { $0 != 1 })
        MainActor.assumeIsolated {
            let received = ReceivedResults()

            for _ in 0..<3 { _ = sut(received.append) }
            load.complete(at: 0)
            load.complete(at: 1)
            load.fail(at: 2)

            XCTAssertEqual(saved.values, [0], "Expected only a success worth keeping saved")
            XCTAssertEqual(received.values, [0, 1])
            XCTAssertEqual(received.failures, 1)
        }
    }

    func test_caching_savesBeforeTheResultIsDelivered() {
        let (sut, load, saved) = makeSUT()
        MainActor.assumeIsolated {
            let received = ReceivedResults()

            _ = sut { result in
                XCTAssertEqual(saved.values, [0], "Expected it saved before it is delivered")
                received.append(result)
            }
            load.complete(at: 0)

            XCTAssertEqual(received.values, [0])
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        worthKeeping: @escaping @Sendable (Int) -> Bool = { _ in true }, file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: ResourceLoad<Int>, load: LoadSpy, saved: SaveSpy) {
        let saved = SaveSpy()
        let (sut, load) = MainActor.assumeIsolated {
            let load = LoadSpy()
            return (load.resourceLoad.caching(when: worthKeeping, with: saved.save), load)
        }
        trackForMemoryLeaks(load, file: file, line: line)
        trackForMemoryLeaks(saved, file: file, line: line)
        return (sut, load, saved)
    }

    /// Records what the cache is given, in order.
    final class SaveSpy: Sendable {
        private let saved = Mutex<[Int]>([])

        var values: [Int] { saved.withLock { $0 } }

        func save(_ value: Int) { saved.withLock { $0.append(value) } }
    }
}
