import Composition
import FeedAPI
import HTTPTransport
import TestSupport
import XCTest

/// feed-tty's transport on Linux, composed as the app composes it: through the background-queue
/// adapter of the composition root.
final class SocketHTTPClientSpecTests: XCTestCase, HTTPClientNetworkSpecs, HTTPClientCancellationSpecs {
    func test_get_deliversStatusAndBodyOf200Response() throws {
        try assertThatGetDeliversStatusAndBodyOf200Response(on: makeSUT())
    }

    func test_get_deliversNon2xxStatusAsAResponse() throws {
        try assertThatGetDeliversNon2xxStatusAsAResponse(on: makeSUT())
    }

    func test_get_failsWhenNothingListens() throws {
        try assertThatGetFailsWhenNothingListens(on: makeSUT())
    }

    func test_get_followsARedirect() throws {
        try assertThatGetFollowsARedirect(on: makeSUT())
    }

    func test_get_failsOnARedirectLoop() throws {
        try assertThatGetFailsOnARedirectLoop(on: makeSUT())
    }

    func test_get_failsAsTooLargeOnAContentLengthOverTheCap() throws {
        try assertThatGetFailsAsTooLargeOnAContentLengthOverTheCap(on: makeSUT())
    }

    func test_get_failsAsTooLargeOnAnUnframedFloodOverTheCap() throws {
        try assertThatGetFailsAsTooLargeOnAnUnframedFloodOverTheCap(on: makeSUT())
    }

    func test_get_failsByItsDeadlineWhenHeadersNeverCome() throws {
        try assertThatGetFailsByItsDeadlineWhenHeadersNeverCome(on: makeSUT(timeout: 1))
    }

    func test_cancel_deliversOneCancelledErrorBeforeReturning() throws {
        let server = try FeedServer.start(in: self, faults: ["slow-headers:30"])
        assertThatCancelDeliversOneCancelledErrorBeforeReturning(on: makeSUT(), url: feedURL(server))
    }

    func test_cancel_afterCompletion_deliversNothingMore() throws {
        let server = try FeedServer.start(in: self)
        assertThatCancelAfterCompletionDeliversNothingMore(on: makeSUT(), url: feedURL(server))
    }

    /// Requests cancelled at every moment (before, during and after their response), while they
    /// complete on other threads: each completes exactly once, and nothing traps.
    func test_cancel_atAnyMoment_completesEachRequestExactlyOnce() throws {
        let server = try FeedServer.start(in: self)
        let sut = makeSUT()
        let recorders = (0..<200).map { _ in CompletionRecorder() }

        for (index, recorder) in recorders.enumerated() {
            let request = sut.get(from: feedURL(server), completion: recorder.record)
            Thread.sleep(forTimeInterval: Double(index % 10) / 2000)
            request.cancel()
        }

        for recorder in recorders {
            XCTAssertNotNil(recorder.waitForResult(timeout: 10))
        }
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertEqual(recorders.map(\.count), Array(repeating: 1, count: recorders.count))
    }

    // MARK: - Helpers

    private func makeSUT(timeout: TimeInterval = 10) -> any HTTPClient {
        FeedTTYComposer.makeHTTPClient(
            performing: SocketHTTPClient(configuration: .init(timeout: timeout, maximumResponseSize: Self.specCap)))
    }
}
