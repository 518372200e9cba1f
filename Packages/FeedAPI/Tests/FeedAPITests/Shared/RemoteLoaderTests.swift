import FeedAPI
import FeedFeature
import Foundation
import TestSupport
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

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

    func test_load_deliversConnectivityErrorOnClientError() {
        let (sut, client) = makeSUT()

        expect(sut, toCompleteWith: .failure(.connectivity)) {
            client.complete(with: anyNSError())
        }
    }

    func test_load_deliversInvalidDataErrorOnClientResponseTooLargeError() {
        let (sut, client) = makeSUT()

        expect(sut, toCompleteWith: .failure(.invalidData)) {
            client.complete(with: ResponseTooLargeError(limit: 1))
        }
    }

    func test_load_deliversInvalidDataErrorOnClientUnsupportedContentEncodingError() {
        let (sut, client) = makeSUT()

        expect(sut, toCompleteWith: .failure(.invalidData)) {
            client.complete(with: UnsupportedContentEncodingError(encoding: "gzip"))
        }
    }

    func test_load_deliversInvalidDataErrorOnMapperError() {
        let (sut, client) = makeSUT(mapper: { _, _ in throw anyNSError() })

        expect(sut, toCompleteWith: .failure(.invalidData)) {
            client.complete(withStatusCode: 200, data: anyData())
        }
    }

    func test_load_deliversMappedResourceOnClientSuccess() {
        let resource = "a resource"
        let (sut, client) = makeSUT(mapper: { data, response in
            String(decoding: data, as: UTF8.self) + " \(response.statusCode)"
        })

        expect(sut, toCompleteWith: .success("\(resource) 201")) {
            client.complete(withStatusCode: 201, data: Data(resource.utf8))
        }
    }

    func test_load_doesNotDeliverResultAfterInstanceHasBeenDeallocated() {
        let client = HTTPClientSpy()
        var sut: RemoteLoader<String>? = RemoteLoader(url: anyURL(), client: client, mapper: { _, _ in "any" })
        trackForMemoryLeaks(client)
        let exp = expectation(description: "Wait for no completion")
        exp.isInverted = true

        sut?.load { _ in exp.fulfill() }
        sut = nil
        client.complete(with: anyNSError())
        client.complete(withStatusCode: 200, data: anyData())

        wait(for: [exp], timeout: 0.1)
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

        XCTAssertTrue(received.value.isEmpty, "Expected no result after cancelling the load, got \(received.value)")
    }

    // MARK: - FeedLoader

    func test_loadFeed_deliversInvalidDataErrorOnNon200HTTPResponse() {
        let (sut, client) = makeFeedSUT()

        expectFeed(sut, toCompleteWith: .failure(.invalidData)) {
            client.complete(withStatusCode: 201, data: makeItemsJSON([]))
        }
    }

    func test_loadFeed_deliversInvalidDataErrorOn200HTTPResponseWithInvalidJSON() {
        let (sut, client) = makeFeedSUT()

        expectFeed(sut, toCompleteWith: .failure(.invalidData)) {
            client.complete(withStatusCode: 200, data: Data("invalid json".utf8))
        }
    }

    func test_loadFeed_deliversItemsOn200HTTPResponseWithJSONItems() {
        let (sut, client) = makeFeedSUT()
        let item1 = makeItem()
        let item2 = makeItem(description: "a description", location: "a location")

        expectFeed(sut, toCompleteWith: .success([item1.model, item2.model])) {
            client.complete(withStatusCode: 200, data: makeItemsJSON([item1.json, item2.json]))
        }
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

    private func makeFeedSUT(
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: FeedLoader, client: HTTPClientSpy) {
        let client = HTTPClientSpy()
        let sut = RemoteLoader<[FeedImage]>(url: anyURL(), client: client)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(client, file: file, line: line)
        return (sut, client)
    }

    private func expect(
        _ sut: RemoteLoader<String>,
        toCompleteWith expectedResult: Result<String, RemoteLoader<String>.Error>,
        when action: () -> Void,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let received = LockedBox<[RemoteLoader<String>.Result]>([])
        sut.load { result in received.mutate { $0.append(result) } }

        action()

        assert(received.value, matches: expectedResult, file: file, line: line)
    }

    private func expectFeed(
        _ sut: FeedLoader,
        toCompleteWith expectedResult: Result<[FeedImage], RemoteLoader<[FeedImage]>.Error>,
        when action: () -> Void,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let received = LockedBox<[FeedLoader.Result]>([])
        sut.load { result in received.mutate { $0.append(result) } }

        action()

        assert(received.value, matches: expectedResult, file: file, line: line)
    }

    private func assert<Resource: Equatable>(
        _ receivedResults: [Result<Resource, Error>],
        matches expectedResult: Result<Resource, RemoteLoader<Resource>.Error>,
        file: StaticString,
        line: UInt
    ) {
        guard receivedResults.count == 1, let receivedResult = receivedResults.first else {
            return XCTFail("Expected exactly one result, got \(receivedResults) instead", file: file, line: line)
        }

        switch (receivedResult, expectedResult) {
        case let (.success(received), .success(expected)):
            XCTAssertEqual(received, expected, file: file, line: line)

        case let (.failure(received as RemoteLoader<Resource>.Error), .failure(expected)):
            XCTAssertEqual(received, expected, file: file, line: line)

        default:
            XCTFail("Expected \(expectedResult), got \(receivedResult) instead", file: file, line: line)
        }
    }
}
