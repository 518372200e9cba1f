import Foundation
import Synchronization
import XCTest

@testable import ResourceLoading

final class ResourceLoadCachingTests: XCTestCase {
    @MainActor
    func test_caching_savesWhatIsWorthKeepingBeforeDeliveringIt() async {
        let load = LoadSpy()
        let saved = Mutex<[Int]>([])
        let received = ReceivedResults()

        let caching = load.resourceLoad.caching(when: { $0 != 1 }) { value in saved.withLock { $0.append(value) } }
        for _ in 0..<3 { _ = caching(received.append) }
        load.complete(at: 0)
        load.complete(at: 1)
        load.fail(at: 2)

        XCTAssertEqual(saved.withLock { $0 }, [0], "Expected only a success worth keeping saved")
        XCTAssertEqual(received.values, [0, 1])
        XCTAssertEqual(received.failures, 1)
    }
}
