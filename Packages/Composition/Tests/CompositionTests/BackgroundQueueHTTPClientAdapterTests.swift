import Dispatch
import FeedAPI
import Foundation
import MainQueueTestSupport
import Synchronization
import TestSupport
import XCTest

@testable import Composition

final class BackgroundQueueHTTPClientAdapterTests: XCTestCase {
    func test_get_performsTheRequestOffTheCallingThreadAndDeliversItsResult() {
        let (sut, client) = makeSUT()
        let callingThread = pthread_self()
        let delivered = expectation(description: "delivered")

        sut.get(from: anyURL) { result in
            XCTAssertEqual(try? result.get().1.statusCode, 200)
            delivered.fulfill()
        }
        client.finish(with: .success((Data("body".utf8), response(200))))

        wait(for: [delivered], timeout: 5)
        XCTAssertEqual(client.performingThreads.count, 1)
        XCTAssertFalse(
            client.performingThreads.contains(callingThread), "Expected the request performed off the caller")
    }

    func test_cancel_deliversOneCancelledErrorBeforeReturningAndCancelsTheRequest() {
        let queues = RequestQueues()
        let (sut, client) = makeSUT(queues: queues)
        let results = Mutex<[HTTPClient.Result]>([])

        let request = sut.get(from: anyURL) { result in results.withLock { $0.append(result) } }
        request.cancel()

        XCTAssertEqual(results.withLock { $0.count }, 1, "Expected the completion before cancel() returned")
        XCTAssertThrowsError(try results.withLock { $0.first }?.get()) { error in
            XCTAssertEqual((error as? URLError)?.code, .cancelled)
        }
        XCTAssertEqual(client.cancelCount, 1, "Expected the blocking request cancelled")

        client.finish(with: .success((Data(), response(200))))
        queues.drain()
        XCTAssertEqual(results.withLock { $0.count }, 1, "Expected the late result dropped")
    }

    func test_cancel_afterTheResultDeliversNothingMore() {
        let (sut, client) = makeSUT()
        let results = Mutex(0)
        let delivered = expectation(description: "delivered")

        let request = sut.get(from: anyURL) { _ in
            results.withLock { $0 += 1 }
            delivered.fulfill()
        }
        client.finish(with: .success((Data(), response(200))))
        wait(for: [delivered], timeout: 5)
        request.cancel()

        XCTAssertEqual(results.withLock { $0 }, 1)
    }

    func test_getReading_readsTheBodyOffTheCallingThreadAndDeliversWhatTheReaderMade() {
        let (sut, client) = makeSUT()
        let callingThread = pthread_self()
        let readingThreads = Mutex<[pthread_t]>([])
        let delivered = expectation(description: "delivered")

        sut.get(
            from: anyURL,
            reading: { _ in ByteCounter { readingThreads.withLock { $0.append(pthread_self()) } } },
            completion: { result in
                XCTAssertEqual(try? result.get(), 4)
                delivered.fulfill()
            })
        client.finish(with: .success((Data("body".utf8), response(200))))

        wait(for: [delivered], timeout: 5)
        XCTAssertEqual(readingThreads.withLock { $0.count }, 1)
        XCTAssertFalse(
            readingThreads.withLock { $0.contains(callingThread) }, "Expected the body read off the caller")
    }

    func test_getReading_cancel_deliversOneCancelledErrorBeforeReturning_andNothingOfALateBody() {
        let queues = RequestQueues()
        let (sut, client) = makeSUT(queues: queues)
        let results = Mutex<[Result<Int, Error>]>([])

        let request = sut.get(
            from: anyURL, reading: { _ in ByteCounter {} },
            completion: { result in results.withLock { $0.append(result) } })
        request.cancel()
        client.finish(with: .success((Data("late".utf8), response(200))))
        queues.drain()

        XCTAssertEqual(results.withLock { $0.count }, 1, "Expected one completion, before cancel() returned")
        XCTAssertThrowsError(try results.withLock { $0.first }?.get()) { error in
            XCTAssertEqual((error as? URLError)?.code, .cancelled)
        }
        XCTAssertEqual(client.cancelCount, 1, "Expected the blocking request cancelled")
    }

    // MARK: - Helpers

    /// Counts the bytes of the body, saying so each time it reads.
    private struct ByteCounter: HTTPBodyReader {
        let onRead: @Sendable () -> Void
        var count = 0

        mutating func read(_ part: UnsafeRawBufferPointer) {
            onRead()
            count += part.count
        }

        func finish() -> Int {
            count
        }
    }

    /// The stub is not tracked: the background queue lets go of its request only as its block
    /// returns, which may be after the test has its result.
    private func makeSUT(queues: RequestQueues = RequestQueues(), file: StaticString = #filePath, line: UInt = #line)
        -> (sut: BackgroundQueueHTTPClientAdapter, client: BlockingHTTPClientStub)
    {
        let client = BlockingHTTPClientStub()
        let sut = BackgroundQueueHTTPClientAdapter(client, makeQueue: queues.make)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, client)
    }

    private let anyURL = URL(string: "https://any-url.com")!

    private func response(_ status: Int) -> HTTPResponse {
        HTTPResponse(url: anyURL, statusCode: status)
    }
}

/// A blocking client whose requests block until the test finishes them, recording the threads
/// they were performed on and the cancels they got.
private final class BlockingHTTPClientStub: BlockingHTTPClient {
    private struct State {
        var result: Result<(Data, HTTPResponse), Error>?
        var threads: [pthread_t] = []
        var cancels = 0
    }

    private let state = Mutex(State())
    private let finished = DispatchSemaphore(value: 0)

    var performingThreads: [pthread_t] { state.withLock { $0.threads } }
    var cancelCount: Int { state.withLock { $0.cancels } }

    func request(for url: URL, headerFields: [String: String]) -> any BlockingHTTPRequest {
        Request(stub: self)
    }

    func finish(with result: Result<(Data, HTTPResponse), Error>) {
        state.withLock { $0.result = result }
        finished.signal()
    }

    private struct Request: BlockingHTTPRequest {
        let stub: BlockingHTTPClientStub

        func perform() throws -> (Data, HTTPResponse) {
            stub.state.withLock { $0.threads.append(pthread_self()) }
            stub.finished.wait()
            return try stub.state.withLock { $0.result! }.get()
        }

        func cancel() {
            stub.state.withLock { $0.cancels += 1 }
        }
    }
}

/// The queues the adapter ran its requests on, so a test can wait until what they run has run.
private final class RequestQueues: Sendable {
    private let queues = Mutex<[DispatchQueue]>([])

    func make() -> DispatchQueue {
        let queue = DispatchQueue(label: "test.http")
        queues.withLock { $0.append(queue) }
        return queue
    }

    func drain() {
        queues.withLock { $0 }.forEach { $0.sync {} }
    }
}
