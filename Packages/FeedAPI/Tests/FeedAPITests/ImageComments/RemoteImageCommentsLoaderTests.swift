import FeedAPI
import FeedFeature
import Foundation
import TestSupport
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class RemoteImageCommentsLoaderTests: XCTestCase {
    func test_init_doesNotRequestDataFromURL() {
        let (_, client) = makeSUT()

        XCTAssertTrue(client.requestedURLs.isEmpty)
    }

    func test_loadComments_requestsDataFromURL() {
        let url = URL(string: "https://a-given-url.com/v1/image/any/comments")!
        let (sut, client) = makeSUT(url: url)

        _ = sut.loadComments { _ in }

        XCTAssertEqual(client.requestedURLs, [url])
    }

    func test_loadCommentsTwice_requestsDataFromURLTwice() {
        let url = URL(string: "https://a-given-url.com/v1/image/any/comments")!
        let (sut, client) = makeSUT(url: url)

        _ = sut.loadComments { _ in }
        _ = sut.loadComments { _ in }

        XCTAssertEqual(client.requestedURLs, [url, url])
    }

    func test_cancelLoadCommentsTask_cancelsClientURLRequest() {
        let url = URL(string: "https://a-given-url.com/v1/image/any/comments")!
        let (sut, client) = makeSUT(url: url)

        let task = sut.loadComments { _ in }
        XCTAssertTrue(client.cancelledURLs.isEmpty, "Expected no cancelled URL request until task is cancelled")

        task.cancel()
        XCTAssertEqual(client.cancelledURLs, [url], "Expected cancelled URL request after task is cancelled")
    }

    func test_loadComments_deliversConnectivityErrorOnClientError() {
        let (sut, client) = makeSUT()

        expect(sut, toCompleteWith: .failure(.connectivity)) {
            client.complete(with: anyNSError())
        }
    }

    func test_loadComments_deliversInvalidDataErrorOnClientResponseTooLargeError() {
        let (sut, client) = makeSUT()

        expect(sut, toCompleteWith: .failure(.invalidData)) {
            client.complete(with: ResponseTooLargeError(limit: 1))
        }
    }

    func test_loadComments_deliversInvalidDataErrorOnClientUnsupportedContentEncodingError() {
        let (sut, client) = makeSUT()

        expect(sut, toCompleteWith: .failure(.invalidData)) {
            client.complete(with: UnsupportedContentEncodingError(encoding: "gzip"))
        }
    }

    func test_loadComments_deliversInvalidDataErrorOnNon2xxHTTPResponse() {
        let (sut, client) = makeSUT()
        let json = makeItemsJSON([makeComment().json])
        let samples = [150, 199, 300, 400, 500]

        for (index, code) in samples.enumerated() {
            expect(sut, toCompleteWith: .failure(.invalidData), "status code \(code)") {
                client.complete(withStatusCode: code, data: json, at: index)
            }
        }
    }

    func test_loadComments_deliversInvalidDataErrorOn2xxHTTPResponseWithInvalidJSON() {
        let (sut, client) = makeSUT()

        expect(sut, toCompleteWith: .failure(.invalidData)) {
            client.complete(withStatusCode: 200, data: Data("invalid json".utf8))
        }
    }

    func test_loadComments_deliversCommentsOn2xxHTTPResponseWithJSONItems() {
        let (sut, client) = makeSUT()
        let comment1 = makeComment()
        let comment2 = makeComment(message: "another message", username: "another username")

        expect(sut, toCompleteWith: .success([comment1.model, comment2.model])) {
            client.complete(withStatusCode: 201, data: makeItemsJSON([comment1.json, comment2.json]))
        }
    }

    func test_cancelLoadCommentsTask_doesNotDeliverResultAfterCancellingTask() {
        let (sut, client) = makeSUT()
        let received = LockedBox<[ImageCommentsLoader.Result]>([])

        let task = sut.loadComments { result in received.mutate { $0.append(result) } }
        task.cancel()

        client.complete(withStatusCode: 200, data: makeItemsJSON([makeComment().json]))
        client.complete(with: anyNSError())
        client.complete(withStatusCode: 404, data: anyData())

        XCTAssertTrue(received.value.isEmpty, "Expected no result after cancelling task, got \(received.value)")
    }

    func test_loadComments_doesNotDeliverResultAfterSUTInstanceHasBeenDeallocated() {
        let client = HTTPClientSpy()
        var sut: RemoteImageCommentsLoader? = RemoteImageCommentsLoader(url: anyURL(), client: client)
        trackForMemoryLeaks(client)
        let received = LockedBox<[ImageCommentsLoader.Result]>([])

        _ = sut?.loadComments { result in received.mutate { $0.append(result) } }
        sut = nil
        client.complete(withStatusCode: 200, data: makeItemsJSON([makeComment().json]))

        XCTAssertTrue(received.value.isEmpty, "Expected no result after SUT deallocation, got \(received.value)")
    }

    // MARK: - Helpers

    private func makeSUT(
        url: URL = anyURL(),
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: RemoteImageCommentsLoader, client: HTTPClientSpy) {
        let client = HTTPClientSpy()
        let sut = RemoteImageCommentsLoader(url: url, client: client)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(client, file: file, line: line)
        return (sut, client)
    }

    private func expect(
        _ sut: RemoteImageCommentsLoader,
        toCompleteWith expectedResult: Result<[ImageComment], RemoteImageCommentsLoader.Error>,
        _ message: String = "",
        when action: () -> Void,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let received = LockedBox<[ImageCommentsLoader.Result]>([])
        _ = sut.loadComments { result in received.mutate { $0.append(result) } }

        action()

        guard received.value.count == 1, let receivedResult = received.value.first else {
            return XCTFail(
                "Expected exactly one result, got \(received.value) instead. \(message)", file: file, line: line)
        }

        switch (receivedResult, expectedResult) {
        case let (.success(received), .success(expected)):
            XCTAssertEqual(received, expected, message, file: file, line: line)

        case let (.failure(received as RemoteImageCommentsLoader.Error), .failure(expected)):
            XCTAssertEqual(received, expected, message, file: file, line: line)

        default:
            XCTFail("Expected \(expectedResult), got \(receivedResult) instead. \(message)", file: file, line: line)
        }
    }
}
