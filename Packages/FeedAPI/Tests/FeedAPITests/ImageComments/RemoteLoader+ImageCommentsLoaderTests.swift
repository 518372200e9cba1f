import FeedAPI
import FeedFeature
import Foundation
import TestSupport
import XCTest

/// Comments through `ImageCommentsLoader`: `RemoteLoaderTests` specifies the load, this the
/// comments' mapping (any 2xx) and their request.
final class RemoteLoaderImageCommentsLoaderTests: XCTestCase {
    func test_loadComments_deliversTheStatusOnNon2xxHTTPResponse() {
        let (sut, client) = makeSUT()
        let json = makeItemsJSON([makeComment().json])
        let samples = [150, 199, 300, 400, 500]

        for (index, code) in samples.enumerated() {
            expect(sut.loadComments, toCompleteWith: .failure(.httpStatus(code)), "status code \(code)") {
                client.complete(withStatusCode: code, data: json, at: index)
            }
        }
    }

    func test_loadComments_deliversInvalidCommentsDataOn2xxHTTPResponseWithInvalidJSON() {
        let (sut, client) = makeSUT()

        expect(sut.loadComments, toCompleteWith: .failure(.invalidData(expected: .comments))) {
            client.complete(withStatusCode: 200, data: Data("invalid json".utf8))
        }
    }

    func test_loadComments_deliversCommentsOn2xxHTTPResponseWithJSONItems() {
        let (sut, client) = makeSUT()
        let comment1 = makeComment()
        let comment2 = makeComment(message: "another message", username: "another username")

        expect(sut.loadComments, toCompleteWith: .success([comment1.model, comment2.model])) {
            client.complete(withStatusCode: 201, data: makeItemsJSON([comment1.json, comment2.json]))
        }
    }

    func test_cancelLoadCommentsTask_cancelsClientURLRequestAndDeliversNothing() {
        let url = URL(string: "https://a-given-url.com/v1/image/any/comments")!
        let (sut, client) = makeSUT(url: url)
        let received = LockedBox<[ImageCommentsLoader.Result]>([])

        let task = sut.loadComments { result in received.mutate { $0.append(result) } }
        task.cancel()
        client.complete(withStatusCode: 200, data: makeItemsJSON([makeComment().json]))

        XCTAssertEqual(client.cancelledURLs, [url])
        XCTAssertTrue(received.value.isEmpty, "Expected no result after cancelling task, got \(received.value)")
    }

    // MARK: - Helpers

    private func makeSUT(
        url: URL = anyURL(),
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: ImageCommentsLoader, client: HTTPClientSpy) {
        let client = HTTPClientSpy()
        let sut = RemoteLoader<[ImageComment]>(url: url, client: client)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(client, file: file, line: line)
        return (sut, client)
    }
}
