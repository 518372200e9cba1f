import FeedAPI
import FeedFeature
import Foundation
import TestSupport
import XCTest

/// Image data through `FeedImageDataLoader`, a `RemoteLoader` per URL: `RemoteLoaderTests`
/// specifies each load; this, the URL per load, the loader's lifetime and the image's mapping.
final class RemoteImageDataLoaderFeedImageDataLoaderTests: XCTestCase {
    func test_loadImageDataFromURLs_requestsDataFromEachURL() {
        let url = URL(string: "https://a-given-url.com/image.png")!
        let otherURL = URL(string: "https://another-url.com/image.png")!
        let (sut, client) = makeSUT()

        _ = sut.loadImageData(from: url) { _ in }
        _ = sut.loadImageData(from: otherURL) { _ in }
        _ = sut.loadImageData(from: url) { _ in }

        XCTAssertEqual(client.requestedURLs, [url, otherURL, url])
    }

    func test_loadImageDataFromURL_deliversDataWhileLoaderIsAlive() {
        let (sut, client) = makeSUT()
        let data = Data("non-empty data".utf8)

        expect(imageDataLoad(of: sut), toCompleteWith: .success(data)) {
            client.complete(withStatusCode: 200, data: data)
        }
    }

    func test_loadImageDataFromURL_deliversTheStatusOnNon200HTTPResponse() {
        let (sut, client) = makeSUT()
        let samples = [199, 201, 300, 400, 500]

        for (index, code) in samples.enumerated() {
            expect(imageDataLoad(of: sut), toCompleteWith: .failure(.httpStatus(code)), "status code \(code)") {
                client.complete(withStatusCode: code, data: anyData(), at: index)
            }
        }
    }

    func test_loadImageDataFromURL_deliversInvalidImageDataOn200HTTPResponseWithEmptyData() {
        let (sut, client) = makeSUT()

        expect(imageDataLoad(of: sut), toCompleteWith: .failure(.invalidData(expected: .image))) {
            client.complete(withStatusCode: 200, data: Data())
        }
    }

    func test_loadImageDataFromURL_deliversAConnectivityFailureOnClientError() {
        let (sut, client) = makeSUT()

        expect(imageDataLoad(of: sut), toCompleteWith: .failure(.connectivity(.unknown))) {
            client.complete(with: anyNSError())
        }
    }

    func test_cancelLoadImageDataURLTask_cancelsClientURLRequestAndDeliversNothing() {
        let url = URL(string: "https://a-given-url.com/image.png")!
        let (sut, client) = makeSUT()
        let received = LockedBox<[FeedImageDataLoader.Result]>([])

        let task = sut.loadImageData(from: url) { result in received.mutate { $0.append(result) } }
        XCTAssertTrue(client.cancelledURLs.isEmpty, "Expected no cancelled URL request until task is cancelled")

        task.cancel()
        client.complete(withStatusCode: 200, data: anyData())

        XCTAssertEqual(client.cancelledURLs, [url], "Expected cancelled URL request after task is cancelled")
        XCTAssertTrue(received.value.isEmpty, "Expected no result after cancelling task, got \(received.value)")
    }

    func test_loadImageDataFromURL_doesNotDeliverResultAfterLoaderHasBeenDeallocated() {
        let client = HTTPClientSpy()
        var sut: RemoteImageDataLoader? = RemoteImageDataLoader(client: client)
        trackForMemoryLeaks(client)
        let received = LockedBox<[FeedImageDataLoader.Result]>([])

        _ = sut?.loadImageData(from: anyURL()) { result in received.mutate { $0.append(result) } }
        sut = nil
        client.complete(withStatusCode: 200, data: anyData())

        XCTAssertTrue(received.value.isEmpty, "Expected no result after loader deallocation, got \(received.value)")
    }

    // MARK: - Helpers

    private func makeSUT(
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: RemoteImageDataLoader, client: HTTPClientSpy) {
        let client = HTTPClientSpy()
        let sut = RemoteImageDataLoader(client: client)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(client, file: file, line: line)
        return (sut, client)
    }

    /// A load of any URL, in the shape `expect` takes.
    private func imageDataLoad(of sut: FeedImageDataLoader)
        -> (@escaping @Sendable (FeedImageDataLoader.Result) -> Void) -> FeedImageDataRequest
    {
        { sut.loadImageData(from: anyURL(), completion: $0) }
    }
}
