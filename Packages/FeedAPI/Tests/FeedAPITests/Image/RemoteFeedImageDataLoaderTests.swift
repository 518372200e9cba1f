import Dispatch
import FeedAPI
import FeedFeature
import Foundation
import Synchronization
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

    /// The production shape: the client completes on a background queue while the UI cancels from
    /// the main thread. Each side walks the same loads at the same time, round after round.
    func test_cancelLoadImageDataURLTask_neverDeliversAfterCancelReturnedWhileClientCompletesOnAnotherThread() {
        let (sut, client) = makeSUT()
        let rounds = 50
        let loadsPerRound = 100
        let cancelReturned = LockedBox<Set<Int>>([])
        let deliveries = LockedBox<[Int: Int]>([:])
        let lateDeliveries = LockedBox<[Int]>([])

        for round in 0..<rounds {
            let first = round * loadsPerRound
            let loads = first..<(first + loadsPerRound)
            let tasks = loads.map { load in
                sut.loadImageData(from: anyURL()) { _ in
                    if cancelReturned.value.contains(load) { lateDeliveries.mutate { $0.append(load) } }
                    deliveries.mutate { $0[load, default: 0] += 1 }
                }
            }
            let bothSidesReady = Atomic(0)
            let completed = expectation(description: "Wait for background completions of round \(round)")

            // Weakly, so the client is released before the test ends, not when the block is.
            DispatchQueue.global().async { [weak client] in
                Self.arrive(at: bothSidesReady)
                if let client {
                    for load in loads {
                        client.complete(withStatusCode: 200, data: anyData(), at: load)
                    }
                }
                completed.fulfill()
            }
            Self.arrive(at: bothSidesReady)
            for (load, task) in zip(loads, tasks) where load.isMultiple(of: 2) {
                task.cancel()
                cancelReturned.mutate { _ = $0.insert(load) }
            }

            wait(for: [completed], timeout: 5.0)
        }

        XCTAssertEqual(lateDeliveries.value, [], "Expected no delivery after its task's cancel() returned")
        XCTAssertEqual(deliveries.value.values.filter { $0 > 1 }, [], "Expected at most one delivery per load")
        let uncancelled = (0..<(rounds * loadsPerRound)).filter { !$0.isMultiple(of: 2) }
        XCTAssertEqual(
            uncancelled.filter { deliveries.value[$0] != 1 }, [], "Expected every uncancelled load to deliver once")
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

    /// A two-party spin barrier, so both threads start their loops at the same moment.
    private static func arrive(at barrier: borrowing Atomic<Int>) {
        barrier.add(1, ordering: .sequentiallyConsistent)
        while barrier.load(ordering: .sequentiallyConsistent) < 2 {}
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
