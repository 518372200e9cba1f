import XCTest

@testable import ResourceLoading

final class ResourceLoadSucceedingTests: XCTestCase {
    func test_succeeding_deliversTheResourceAtOnce_andCancellingAfterwardsDoesNothing() {
        MainActor.assumeIsolated {
            var received = [Int]()

            let cancel = ResourceLoad.succeeding(with: 7)({ result in
                if case let .success(value) = result { received.append(value) }
            })
            cancel()

            XCTAssertEqual(received, [7])
        }
    }
}
