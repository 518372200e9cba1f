import FeedAPI
import FeedFeature
import Foundation
import TestSupport
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class RemoteFeedImageDataLoaderTests: XCTestCase {
    func test_init_doesNotPerformAnyURLRequest() {
        let (_, client) = makeSUT()

        XCTAssertTrue(client.requestedURLs.isEmpty)
    }

    func test_loadImageDataFromURL_requestsDataFromURL() {
        let url = URL(string: "https://a-given-url.com/image.png")!
        let (sut, client) = makeSUT()

        _ = sut.loadImageData(from: url) { _ in }

        XCTAssertEqual(client.requestedURLs, [url])
    }

    func test_loadImageDataFromURLTwice_requestsDataFromURLTwice() {
        let url = URL(string: "https://a-given-url.com/image.png")!
        let (sut, client) = makeSUT()

        _ = sut.loadImageData(from: url) { _ in }
        _ = sut.loadImageData(from: url) { _ in }

        XCTAssertEqual(client.requestedURLs, [url, url])
    }

    func test_cancelLoadImageDataURLTask_cancelsClientURLRequest() {
        let url = URL(string: "https://a-given-url.com/image.png")!
        let (sut, client) = makeSUT()

        let task = sut.loadImageData(from: url) { _ in }
        XCTAssertTrue(client.cancelledURLs.isEmpty, "Expected no cancelled URL request until task is cancelled")

        task.cancel()
        XCTAssertEqual(client.cancelledURLs, [url], "Expected cancelled URL request after task is cancelled")
    }

    func test_loadImageDataFromURL_deliversConnectivityErrorOnClientError() {
        let (sut, client) = makeSUT()

        expect(sut, toCompleteWith: .failure(.connectivity)) {
            client.complete(with: anyNSError())
        }
    }

    func test_loadImageDataFromURL_deliversInvalidDataErrorOnClientResponseTooLargeError() {
        let (sut, client) = makeSUT()

        expect(sut, toCompleteWith: .failure(.invalidData)) {
            client.complete(with: ResponseTooLargeError(limit: 1))
        }
    }

    func test_loadImageDataFromURL_deliversInvalidDataErrorOnClientUnsupportedContentEncodingError() {
        let (sut, client) = makeSUT()

        expect(sut, toCompleteWith: .failure(.invalidData)) {
            client.complete(with: UnsupportedContentEncodingError(encoding: "gzip"))
        }
    }

    func test_loadImageDataFromURL_deliversInvalidDataErrorOnNon200HTTPResponse() {
        let (sut, client) = makeSUT()
        let samples = [199, 201, 300, 400, 500]

        for (index, code) in samples.enumerated() {
            expect(sut, toCompleteWith: .failure(.invalidData), "status code \(code)") {
                client.complete(withStatusCode: code, data: anyData(), at: index)
            }
        }
    }

    func test_loadImageDataFromURL_deliversInvalidDataErrorOn200HTTPResponseWithEmptyData() {
        let (sut, client) = makeSUT()

        expect(sut, toCompleteWith: .failure(.invalidData)) {
            client.complete(withStatusCode: 200, data: Data())
        }
    }

    func test_loadImageDataFromURL_deliversReceivedNonEmptyDataOn200HTTPResponse() {
        let (sut, client) = makeSUT()
        let nonEmptyData = Data("non-empty data".utf8)

        expect(sut, toCompleteWith: .success(nonEmptyData)) {
            client.complete(withStatusCode: 200, data: nonEmptyData)
        }
    }

    func test_cancelLoadImageDataURLTask_doesNotDeliverResultAfterCancellingTask() {
        let (sut, client) = makeSUT()
        let received = LockedBox<[FeedImageDataLoader.Result]>([])

        let task = sut.loadImageData(from: anyURL()) { result in received.mutate { $0.append(result) } }
        task.cancel()

        client.complete(withStatusCode: 200, data: anyData())
        client.complete(with: anyNSError())
        client.complete(withStatusCode: 404, data: anyData())

        XCTAssertTrue(received.value.isEmpty, "Expected no result after cancelling task, got \(received.value)")
    }

    func test_cancelLoadImageDataURLTask_doesNotPreventOtherLoadsFromDelivering() {
        let (sut, client) = makeSUT()
        let data = Data("other data".utf8)
        let received = LockedBox<[FeedImageDataLoader.Result]>([])

        let cancelledTask = sut.loadImageData(from: anyURL()) { result in received.mutate { $0.append(result) } }
        _ = sut.loadImageData(from: anyURL()) { result in received.mutate { $0.append(result) } }
        cancelledTask.cancel()
        client.complete(withStatusCode: 200, data: anyData(), at: 0)
        client.complete(withStatusCode: 200, data: data, at: 1)

        XCTAssertEqual(received.value.compactMap { try? $0.get() }, [data])
    }

    func test_loadImageDataFromURL_doesNotDeliverResultAfterSUTInstanceHasBeenDeallocated() {
        let client = HTTPClientSpy()
        var sut: RemoteFeedImageDataLoader? = RemoteFeedImageDataLoader(client: client)
        trackForMemoryLeaks(client)
        let received = LockedBox<[FeedImageDataLoader.Result]>([])

        _ = sut?.loadImageData(from: anyURL()) { result in received.mutate { $0.append(result) } }
        sut = nil
        client.complete(withStatusCode: 200, data: anyData())

        XCTAssertTrue(received.value.isEmpty, "Expected no result after SUT deallocation, got \(received.value)")
    }

    // MARK: - Helpers

    private func makeSUT(
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: RemoteFeedImageDataLoader, client: HTTPClientSpy) {
        let client = HTTPClientSpy()
        let sut = RemoteFeedImageDataLoader(client: client)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(client, file: file, line: line)
        return (sut, client)
    }

    private func expect(
        _ sut: RemoteFeedImageDataLoader,
        toCompleteWith expectedResult: Result<Data, RemoteFeedImageDataLoader.Error>,
        _ message: String = "",
        when action: () -> Void,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let received = LockedBox<[FeedImageDataLoader.Result]>([])
        _ = sut.loadImageData(from: anyURL()) { result in received.mutate { $0.append(result) } }

        action()

        guard received.value.count == 1, let receivedResult = received.value.first else {
            return XCTFail(
                "Expected exactly one result, got \(received.value) instead. \(message)", file: file, line: line)
        }

        switch (receivedResult, expectedResult) {
        case let (.success(received), .success(expected)):
            XCTAssertEqual(received, expected, message, file: file, line: line)

        case let (.failure(received as RemoteFeedImageDataLoader.Error), .failure(expected)):
            XCTAssertEqual(received, expected, message, file: file, line: line)

        default:
            XCTFail("Expected \(expectedResult), got \(receivedResult) instead. \(message)", file: file, line: line)
        }
    }
}
