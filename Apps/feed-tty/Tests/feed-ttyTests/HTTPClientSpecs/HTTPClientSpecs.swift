import FeedAPI
import FeedFeature
import Foundation
import TestSupport
import XCTest

/// What every `HTTPClient` feed-tty can be composed with promises, written once and run against
/// each implementation (like `FeedStoreSpecs`): `HTTPClientNetworkSpecTests` runs the network rows
/// against every client of `HTTPClientUnderSpec.networkClients`, `HTTPClientCancellationSpecTests`
/// the cancellation rows against `CancellableClientUnderSpec.all`.

/// Every completion a request delivers, and when.
final class CompletionRecorder: Sendable {
    // HandOffMutex, not Mutex: ThreadSanitizer cannot follow a contended Mutex's hand-over.
    private let results = HandOffMutex<[HTTPClient.Result]>([])
    private let delivered = DispatchSemaphore(value: 0)

    func record(_ result: HTTPClient.Result) {
        results.withLock { $0.append(result) }
        delivered.signal()
    }

    var count: Int { results.withLock { $0.count } }

    /// The first result, once delivered within `timeout`.
    func waitForResult(timeout: TimeInterval) -> HTTPClient.Result? {
        guard delivered.wait(timeout: .now() + timeout) == .success else { return nil }
        delivered.signal()
        return results.withLock { $0.first }
    }
}

extension XCTestCase {
    static let specCap = 1024 * 1024

    func get(
        _ url: URL, with sut: any HTTPClient, timeout: TimeInterval = 10, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> HTTPClient.Result {
        let recorder = CompletionRecorder()
        sut.get(from: url, completion: recorder.record)
        return try XCTUnwrap(
            recorder.waitForResult(timeout: timeout), "Expected a completion within \(timeout) s", file: file,
            line: line)
    }

    func assertThatGetDeliversStatusAndBodyOf200Response(
        on sut: any HTTPClient, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let server = try FeedServer.start(in: self)

        let (data, response) = try get(server.feedURL, with: sut).get()

        XCTAssertEqual(response.statusCode, 200, file: file, line: line)
        let items = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        XCTAssertEqual(
            (items?["items"] as? [Any])?.count, 10, "Expected the first page's 10 items", file: file, line: line)
    }

    /// A client that has only whole bodies reads them as one part (`HTTPClient`'s default); one
    /// that reads them as they arrive hands on its parts: the reader makes the same page of either.
    func assertThatGetReadingDeliversWhatTheReaderMadeOfTheBody(
        on sut: any HTTPClient, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let server = try FeedServer.start(in: self, faults: ["feed-many:2000"])
        let page = HandOffMutex<Result<[FeedImage], Error>?>(nil)
        let delivered = DispatchSemaphore(value: 0)

        sut.get(from: server.feedURL, reading: FeedItemsMapper.reader) { result in
            page.withLock { $0 = result }
            delivered.signal()
        }

        XCTAssertEqual(delivered.wait(timeout: .now() + 10), .success, "Expected a completion", file: file, line: line)
        XCTAssertEqual(try page.withLock { $0 }?.get().count, 2000, file: file, line: line)
    }

    func assertThatGetDeliversNon2xxStatusAsAResponse(
        on sut: any HTTPClient, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let server = try FeedServer.start(in: self)

        let (data, response) = try get(server.url(path: "/__test/status/404"), with: sut).get()

        XCTAssertEqual(response.statusCode, 404, file: file, line: line)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "status 404", file: file, line: line)
    }

    func assertThatGetFailsWhenNothingListens(
        on sut: any HTTPClient, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let server = try FeedServer.start(in: self)
        let url = server.feedURL
        server.stop()

        XCTAssertThrowsError(try get(url, with: sut).get(), file: file, line: line)
    }

    func assertThatGetFollowsARedirect(on sut: any HTTPClient, file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        let server = try FeedServer.start(in: self, faults: ["feed-redirect"])

        let (_, response) = try get(server.feedURL, with: sut).get()

        XCTAssertEqual(response.statusCode, 200, file: file, line: line)
        XCTAssertEqual(response.url.path, "/v1/feed-moved", "Expected the redirect's target", file: file, line: line)
    }

    func assertThatGetFailsOnARedirectLoop(on sut: any HTTPClient, file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        let server = try FeedServer.start(in: self, faults: ["feed-redirect-loop"])

        XCTAssertThrowsError(try get(server.feedURL, with: sut).get(), file: file, line: line)
    }

    /// `sut` must be made with a cap of `specCap` bytes.
    func assertThatGetFailsAsTooLargeOnAContentLengthOverTheCap(
        on sut: any HTTPClient, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let server = try FeedServer.start(in: self, faults: ["feed-huge-body"])

        XCTAssertThrowsError(try get(server.feedURL, with: sut).get(), file: file, line: line) { error in
            XCTAssertEqual(
                error as? ResponseTooLargeError, ResponseTooLargeError(limit: Self.specCap), file: file, line: line)
        }
    }

    /// `sut` must be made with a cap of `specCap` bytes.
    func assertThatGetFailsAsTooLargeOnAnUnframedFloodOverTheCap(
        on sut: any HTTPClient, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let server = try FeedServer.start(in: self, faults: ["image-flood"])

        XCTAssertThrowsError(try get(server.url(path: "/images/pixel.png"), with: sut).get(), file: file, line: line) {
            error in
            XCTAssertEqual(
                error as? ResponseTooLargeError, ResponseTooLargeError(limit: Self.specCap), file: file, line: line)
        }
    }

    /// `sut` must be made with a timeout of one second.
    func assertThatGetFailsByItsDeadlineWhenHeadersNeverCome(
        on sut: any HTTPClient, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let server = try FeedServer.start(in: self, faults: ["slow-headers:3600"])
        let start = Date()

        XCTAssertThrowsError(try get(server.feedURL, with: sut).get(), file: file, line: line) { error in
            XCTAssertEqual(
                (error as? URLError)?.code, .timedOut, "Expected a timeout, got \(error)", file: file, line: line)
        }
        // The headers come after an hour; the deadline of 1 s ends a get in about 1.05 s on a quiet machine.
        XCTAssertLessThan(
            Date().timeIntervalSince(start), Guards.hang(quietSeconds: 1.1), "Expected the deadline to end it",
            file: file,
            line: line)
    }

    /// `url` must be one whose answer takes a while (so the request is under way when cancelled).
    func assertThatCancelDeliversOneCancelledErrorBeforeReturning(
        on sut: any HTTPClient, url: URL, file: StaticString = #filePath, line: UInt = #line
    ) {
        let recorder = CompletionRecorder()
        let request = sut.get(from: url, completion: recorder.record)
        Thread.sleep(forTimeInterval: 0.05)

        request.cancel()

        XCTAssertEqual(recorder.count, 1, "Expected one completion before cancel() returned", file: file, line: line)
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertEqual(recorder.count, 1, "Expected no second completion", file: file, line: line)
    }

    func assertThatCancelAfterCompletionDeliversNothingMore(
        on sut: any HTTPClient, url: URL, file: StaticString = #filePath, line: UInt = #line
    ) {
        let recorder = CompletionRecorder()
        let request = sut.get(from: url, completion: recorder.record)
        XCTAssertNotNil(recorder.waitForResult(timeout: 10), "Expected a completion", file: file, line: line)

        request.cancel()

        Thread.sleep(forTimeInterval: 0.1)
        XCTAssertEqual(recorder.count, 1, "Expected no completion after the first", file: file, line: line)
    }
}
