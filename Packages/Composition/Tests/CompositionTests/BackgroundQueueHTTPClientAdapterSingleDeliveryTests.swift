import Dispatch
import FeedAPI
import Foundation
import Synchronization
import TestSupport
import XCTest

@testable import Composition

/// The adapter's delivery of a request's completion: once, whichever of the result and the
/// cancellation comes first, however many threads deliver at once.
final class BackgroundQueueHTTPClientAdapterSingleDeliveryTests: XCTestCase {
    private typealias SingleDelivery<Value: Sendable> = BackgroundQueueHTTPClientAdapter.SingleDelivery<Value>

    func test_deliver_deliversTheFirstResultOnly() {
        let received = Mutex<[HTTPClient.Result]>([])
        let sut = SingleDelivery<(Data, HTTPResponse)> { result in received.withLock { $0.append(result) } }

        sut.deliver(.success((anyData(), response(200))))
        sut.deliver(.failure(URLError(.cancelled)))
        sut.deliver(.success((Data(), response(500))))

        let results = received.withLock { $0 }
        XCTAssertEqual(results.count, 1, "Expected one delivery")
        XCTAssertEqual(try results.first?.get().0, anyData())
        XCTAssertEqual(try results.first?.get().1.statusCode, 200)
    }

    func test_deliver_deliversAFirstFailureOnlyToo() {
        let received = Mutex<[HTTPClient.Result]>([])
        let sut = SingleDelivery<(Data, HTTPResponse)> { result in received.withLock { $0.append(result) } }

        sut.deliver(.failure(URLError(.cancelled)))
        sut.deliver(.success((anyData(), response(200))))

        let results = received.withLock { $0 }
        XCTAssertEqual(results.count, 1, "Expected one delivery")
        XCTAssertThrowsError(try results.first?.get()) { error in
            XCTAssertEqual((error as? URLError)?.code, .cancelled)
        }
    }

    func test_deliver_deliversExactlyOnceOnDeliveriesFromManyThreadsAtOnce() {
        for _ in 0..<200 {
            let deliveries = Mutex(0)
            let sut = SingleDelivery<(Data, HTTPResponse)> { _ in deliveries.withLock { $0 += 1 } }

            let success: HTTPClient.Result = .success((anyData(), response(200)))
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                sut.deliver(index.isMultiple(of: 2) ? success : .failure(anyNSError()))
            }

            XCTAssertEqual(deliveries.withLock { $0 }, 1, "Expected exactly one delivery")
        }
    }

    func test_deliver_releasesTheCompletionOnceItHasDelivered() {
        let (sut, captured) = makeSUTCapturingAnObject()
        trackForMemoryLeaks(sut)
        XCTAssertNotNil(captured.object, "Expected the completion to hold the object until it delivers")

        sut.deliver(.failure(anyNSError()))

        XCTAssertNil(captured.object, "Expected the completion and what it captures released after delivery")
    }

    func test_deliver_handsTheResultOnWithoutKeepingIt() {
        let body = TrackedBody()
        let bodyWasFreed = Mutex<Bool?>(nil)
        let sut = SingleDelivery<(Data, HTTPResponse)> { (result: consuming HTTPClient.Result) in
            _ = consume result
            bodyWasFreed.withLock { $0 = body.isFreed }
        }

        sut.deliver(.success((body.make(), response(200))))

        XCTAssertEqual(
            bodyWasFreed.withLock { $0 }, true, "Expected the body freed once the completion let go of it")
    }

    // MARK: - Helpers

    private func response(_ status: Int) -> HTTPResponse {
        HTTPResponse(url: anyURL(), statusCode: status)
    }

    /// A delivery whose completion alone holds an object, and a weak reference to that object.
    private func makeSUTCapturingAnObject() -> (sut: SingleDelivery<(Data, HTTPResponse)>, captured: WeakBox) {
        let object = CapturedObject()
        return (SingleDelivery<(Data, HTTPResponse)> { _ in _ = object }, WeakBox(object))
    }

    private final class CapturedObject: Sendable {}

    private struct WeakBox {
        weak var object: CapturedObject?

        init(_ object: CapturedObject) { self.object = object }
    }
}
