import Foundation
import XCTest

@testable import ResourceLoading

final class ResourceLoadMappingTests: XCTestCase {
    @MainActor
    func test_map_deliversTheTransformedResourceAndTheFailureAsItWas() async {
        let load = LoadSpy()
        let received = ReceivedResults()

        let mapped = load.resourceLoad.map { $0 + 10 }
        for _ in 0..<2 { _ = mapped(received.append) }
        load.complete(at: 0)
        load.fail(at: 1)

        XCTAssertEqual(received.values, [10])
        XCTAssertEqual(received.failures, 1)
    }

    @MainActor
    func test_cancel_cancelsTheLoadUnderneath() async {
        let load = LoadSpy()

        let cancel = load.resourceLoad.map { $0 + 10 }({ _ in })
        cancel()

        XCTAssertEqual(load.cancelled, [0])
    }
}
