import Dispatch
import FeedFeature
import Foundation
import MainQueueTestSupport
import TestSupport
import XCTest

@testable import ResourceLoading

final class ResourceLoadDecodingTests: XCTestCase {
    @MainActor
    func test_decoded_onAQueue_decodesThereAndDeliversOnTheMainQueue() async {
        let decodedOnMain = Mutex<Bool?>(nil)
        let (sut, load) = makeSUT(on: DispatchQueue(label: "decoding")) { value in
            decodedOnMain.withLock { $0 = MainQueue.isCurrent }
            return value + 10
        }
        let delivered = expectation(description: "Wait for the decoded result")

        _ = sut { result in
            XCTAssertTrue(MainQueue.isCurrent, "Expected the result on the main queue")
            XCTAssertEqual(try? result.get(), 10)
            delivered.fulfill()
        }
        load.complete(at: 0)

        await fulfillment(of: [delivered], timeout: 1)
        XCTAssertEqual(decodedOnMain.withLock { $0 }, false, "Expected the decoding off the main queue")
    }

    func test_decoded_passesAFailureOnWithoutDecoding() {
        let (sut, load) = makeSUT(on: DispatchQueue(label: "decoding")) { _ in
            XCTFail("Expected no decoding of a failure")
            return 0
        }
        MainActor.assumeIsolated {
            let received = ReceivedResults()

            _ = sut(received.append)
            load.fail(at: 0)

            XCTAssertEqual(received.failures, 1)
            XCTAssertEqual(received.count, 1)
        }
    }

    @MainActor
    func test_cancel_whileDecoding_deliversNothing() async {
        let decoding = DispatchSemaphore(value: 0)
        let decoded = expectation(description: "Wait for the decoding to end")
        let (sut, load) = makeSUT(on: DispatchQueue(label: "decoding")) { value in
            decoding.wait()
            decoded.fulfill()
            return value
        }

        let cancel = sut { _ in XCTFail("Expected no delivery after cancel") }
        load.complete(at: 0)
        cancel()
        decoding.signal()

        await fulfillment(of: [decoded], timeout: 1)
        await waitForTheMainQueue()
        XCTAssertEqual(load.cancelled, [0])
    }

    func test_decoded_withNoQueue_decodesAsTheLoadCompletes() {
        let (sut, load) = makeSUT(on: nil) { $0 + 10 }
        MainActor.assumeIsolated {
            let received = ReceivedResults()

            _ = sut(received.append)
            load.complete(at: 0)

            XCTAssertEqual(received.values, [10])
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        on queue: DispatchQueue?, file: StaticString = #filePath, line: UInt = #line,
        decode: @escaping @Sendable (Int) throws -> Int
    ) -> (sut: ResourceLoad<Int>, load: LoadSpy) {
        let (sut, load) = MainActor.assumeIsolated {
            let load = LoadSpy()
            return (load.resourceLoad.decoded(on: queue, by: decode), load)
        }
        trackForMemoryLeaks(load, file: file, line: line)
        return (sut, load)
    }

    @MainActor
    private func waitForTheMainQueue() async {
        let drained = expectation(description: "Wait for the main queue")
        DispatchQueue.main.async { drained.fulfill() }
        await fulfillment(of: [drained], timeout: 1)
    }
}
