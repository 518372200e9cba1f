import FeedAPI
import FeedFeature
import Foundation
import Synchronization
import TestSupport
import XCTest

/// What every remote load does, whatever its resource; each conformance's tests add only its
/// mapping and its protocol's request.
final class RemoteLoaderTests: XCTestCase {
    func test_init_doesNotRequestDataFromURL() {
        let (_, client) = makeSUT()

        XCTAssertTrue(client.requestedURLs.isEmpty)
    }

    func test_load_requestsDataFromURL() {
        let url = URL(string: "https://a-given-url.com")!
        let (sut, client) = makeSUT(url: url)

        sut.load { _ in }

        XCTAssertEqual(client.requestedURLs, [url])
    }

    func test_loadTwice_requestsDataFromURLTwice() {
        let url = URL(string: "https://a-given-url.com")!
        let (sut, client) = makeSUT(url: url)

        sut.load { _ in }
        sut.load { _ in }

        XCTAssertEqual(client.requestedURLs, [url, url])
    }

    func test_load_deliversAConnectivityFailureOnAnUnknownClientError() {
        let (sut, client) = makeSUT()

        expect(sut.load, toCompleteWith: .failure(.connectivity(.unknown))) {
            client.complete(with: anyNSError())
        }
    }

    func test_load_deliversTheMapperFailureAsThrown() {
        let (sut, client) = makeSUT(mapper: { _, response in throw LoadFailure.httpStatus(response.statusCode) })

        expect(sut.load, toCompleteWith: .failure(.httpStatus(404))) {
            client.complete(withStatusCode: 404, data: anyData())
        }
    }

    func test_load_deliversInvalidDataOnAnyOtherMapperError() {
        let (sut, client) = makeSUT(mapper: { _, _ in throw anyNSError() })

        expect(sut.load, toCompleteWith: .failure(.invalidData(expected: nil))) {
            client.complete(withStatusCode: 200, data: anyData())
        }
    }

    func test_load_deliversMappedResourceOnClientSuccess() {
        let resource = "a resource"
        let (sut, client) = makeSUT(mapper: { data, response in
            String(decoding: data, as: UTF8.self) + " \(response.statusCode)"
        })

        expect(sut.load, toCompleteWith: .success("\(resource) 201")) {
            client.complete(withStatusCode: 201, data: Data(resource.utf8))
        }
    }

    func test_load_letsGoOfTheBodyBeforeDeliveringTheResource() {
        let body = TrackedBody()
        let (sut, client) = makeSUT()
        let bodyWasFreed = Mutex<Bool?>(nil)

        sut.load { _ in bodyWasFreed.withLock { $0 = body.isFreed } }
        client.complete(withStatusCode: 200, data: body.make())

        XCTAssertEqual(
            bodyWasFreed.withLock { $0 }, true,
            "Expected the body let go of once mapped, not held while the resource is handed on")
    }

    func test_load_doesNotDeliverResultAfterInstanceHasBeenDeallocated() {
        let client = HTTPClientSpy()
        var sut: RemoteLoader<String>? = RemoteLoader(url: anyURL(), client: client, mapper: { _, _ in "any" })
        trackForMemoryLeaks(client)
        let received = LockedBox<[RemoteLoader<String>.Result]>([])

        sut?.load { result in received.mutate { $0.append(result) } }
        sut = nil
        client.complete(with: anyNSError())
        client.complete(withStatusCode: 200, data: anyData())

        XCTAssertTrue(received.value.isEmpty, "Expected no result after deallocation, got \(received.value)")
    }

    func test_cancelLoad_cancelsClientURLRequest() {
        let url = URL(string: "https://a-given-url.com/v1/feed")!
        let (sut, client) = makeSUT(url: url)

        let request = sut.load { _ in }
        XCTAssertTrue(client.cancelledURLs.isEmpty, "Expected no cancelled URL request until the load is cancelled")

        request.cancel()
        XCTAssertEqual(client.cancelledURLs, [url], "Expected cancelled URL request after the load is cancelled")
    }

    func test_cancelLoad_doesNotDeliverResultAfterCancellingLoad() {
        let (sut, client) = makeSUT()
        let received = LockedBox<[RemoteLoader<String>.Result]>([])

        let request = sut.load { result in received.mutate { $0.append(result) } }
        request.cancel()

        client.complete(withStatusCode: 200, data: anyData())
        client.complete(with: anyNSError())
        client.complete(withStatusCode: 404, data: anyData())

        XCTAssertTrue(received.value.isEmpty, "Expected no result after cancelling the load, got \(received.value)")
    }

    func test_cancelLoad_doesNotPreventOtherLoadsFromDelivering() {
        let (sut, client) = makeSUT(mapper: { data, _ in String(decoding: data, as: UTF8.self) })
        let received = LockedBox<[RemoteLoader<String>.Result]>([])

        let cancelledRequest = sut.load { result in received.mutate { $0.append(result) } }
        sut.load { result in received.mutate { $0.append(result) } }
        cancelledRequest.cancel()
        client.complete(withStatusCode: 200, data: Data("cancelled".utf8), at: 0)
        client.complete(withStatusCode: 200, data: Data("other".utf8), at: 1)

        XCTAssertEqual(received.value.compactMap { try? $0.get() }, ["other"])
    }

    // MARK: - Helpers

    private func makeSUT(
        url: URL = anyURL(),
        mapper: @escaping RemoteLoader<String>.Mapper = { _, _ in "any" },
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: RemoteLoader<String>, client: HTTPClientSpy) {
        let client = HTTPClientSpy()
        let sut = RemoteLoader<String>(url: url, client: client, mapper: mapper)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(client, file: file, line: line)
        return (sut, client)
    }
}
