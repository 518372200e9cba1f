import FeedAPI
import FeedFeature
import Foundation
import TestSupport
import XCTest

/// The feed through `FeedLoader`: `RemoteLoaderTests` specifies the load, this the feed's mapping.
final class RemoteLoaderFeedLoaderTests: XCTestCase {
    func test_load_deliversTheStatusOnNon200HTTPResponse() {
        let (sut, client) = makeSUT()
        let samples = [199, 201, 300, 400, 404, 500]

        for (index, code) in samples.enumerated() {
            expect(sut.load, toCompleteWith: .failure(.httpStatus(code)), "status code \(code)") {
                client.complete(withStatusCode: code, data: makeItemsJSON([]), at: index)
            }
        }
    }

    func test_load_deliversInvalidFeedDataOn200HTTPResponseWithInvalidJSON() {
        let (sut, client) = makeSUT()

        expect(sut.load, toCompleteWith: .failure(.invalidData(expected: .feed))) {
            client.complete(withStatusCode: 200, data: Data("invalid json".utf8))
        }
    }

    func test_load_deliversItemsOn200HTTPResponseWithJSONItems() {
        let (sut, client) = makeSUT()
        let item1 = makeItem()
        let item2 = makeItem(description: "a description", location: "a location")

        expect(sut.load, toCompleteWith: .success([item1.model, item2.model])) {
            client.complete(withStatusCode: 200, data: makeItemsJSON([item1.json, item2.json]))
        }
    }

    func test_cancelLoad_cancelsClientURLRequestAndDeliversNothing() {
        let url = URL(string: "https://a-given-url.com/v1/feed?limit=10")!
        let (sut, client) = makeSUT(url: url)
        let received = LockedBox<[FeedLoader.Result]>([])

        let request = sut.load { result in received.mutate { $0.append(result) } }
        request.cancel()
        client.complete(withStatusCode: 200, data: makeItemsJSON([]))

        XCTAssertEqual(client.cancelledURLs, [url])
        XCTAssertTrue(received.value.isEmpty, "Expected no result after cancelling the load, got \(received.value)")
    }

    func test_load_readsThePageAsItArrives_fromAClientThatHandsItOnInParts() {
        let items = [makeItem(description: "a description"), makeItem(location: "a location"), makeItem()]
        let client = PartsHTTPClientStub(body: makeItemsJSON(items.map(\.json)), partSize: 7)
        let sut = RemoteLoader<[FeedImage]>(url: anyURL(), client: client)
        let received = LockedBox<[FeedLoader.Result]>([])

        sut.load { result in received.mutate { $0.append(result) } }

        XCTAssertEqual(received.value.count, 1)
        XCTAssertEqual(try received.value.first?.get(), items.map(\.model))
        XCTAssertGreaterThan(client.partsRead.value, 20, "Expected the page read part by part")
        XCTAssertEqual(client.wholeBodyRequests.value, 0, "Expected the page never asked for whole")
    }

    // MARK: - Helpers

    private func makeSUT(
        url: URL = anyURL(),
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: FeedLoader, client: HTTPClientSpy) {
        let client = HTTPClientSpy()
        let sut = RemoteLoader<[FeedImage]>(url: url, client: client)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(client, file: file, line: line)
        return (sut, client)
    }
}
