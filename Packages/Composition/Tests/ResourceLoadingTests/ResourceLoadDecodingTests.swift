import Dispatch
import FeedFeature
import Foundation
import XCTest

@testable import ResourceLoading

final class ResourceLoadDecodingTests: XCTestCase {
    @MainActor
    func test_decoded_onAQueue_decodesThereAndDeliversOnTheMainQueue() async {
        let load = LoadSpy()
        let queue = DispatchQueue(label: "decoding")
        let delivered = expectation(description: "Wait for the decoded result")
        let decodedOnMain = Mutex<Bool?>(nil)

        _ = load.resourceLoad.decoded(on: queue) { value in
            decodedOnMain.withLock { $0 = MainQueue.isCurrent }
            return "decoded \(value)"
        }({ result in
            XCTAssertTrue(MainQueue.isCurrent, "Expected the result on the main queue")
            XCTAssertEqual(try? result.get(), "decoded 0")
            delivered.fulfill()
        })
        load.complete(at: 0)

        await fulfillment(of: [delivered], timeout: 1)
        XCTAssertEqual(decodedOnMain.withLock { $0 }, false, "Expected the decoding off the main queue")
    }

    @MainActor
    func test_decoded_passesAFailureOnWithoutDecoding() async {
        let load = LoadSpy()
        var results = [Result<String, Error>]()

        _ = load.resourceLoad.decoded(on: DispatchQueue(label: "decoding")) { _ -> String in
            XCTFail("Expected no decoding of a failure")
            return ""
        }({ result in MainActor.assumeIsolated { results.append(result) } })
        load.fail(at: 0)

        XCTAssertEqual(results.count, 1)
        XCTAssertThrowsError(try results.first?.get())
    }

    @MainActor
    func test_cancel_whileDecoding_deliversNothing() async {
        let load = LoadSpy()
        let queue = DispatchQueue(label: "decoding")
        let decoding = DispatchSemaphore(value: 0)
        let decoded = expectation(description: "Wait for the decoding to end")

        let cancel = load.resourceLoad.decoded(on: queue) { value in
            decoding.wait()
            decoded.fulfill()
            return value
        }({ _ in XCTFail("Expected no delivery after cancel") })
        load.complete(at: 0)
        cancel()
        decoding.signal()

        await fulfillment(of: [decoded], timeout: 1)
        await waitForTheMainQueue()
        XCTAssertEqual(load.cancelled, [0])
    }

    @MainActor
    func test_decoded_withNoQueue_decodesAsTheLoadCompletes() async {
        let load = LoadSpy()
        var values = [Int]()

        _ = load.resourceLoad.decoded(on: nil) { $0 + 10 }({ result in
            MainActor.assumeIsolated { values.append((try? result.get()) ?? -1) }
        })
        load.complete(at: 0)

        XCTAssertEqual(values, [10])
    }

    // MARK: - Helpers

    @MainActor
    private func waitForTheMainQueue() async {
        let drained = expectation(description: "Wait for the main queue")
        DispatchQueue.main.async { drained.fulfill() }
        await fulfillment(of: [drained], timeout: 1)
    }
}
