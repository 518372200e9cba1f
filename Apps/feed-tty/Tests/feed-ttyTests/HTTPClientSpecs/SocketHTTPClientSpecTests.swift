import FeedAPI
import TestSupport
import XCTest

/// feed-tty's transport on Linux, composed as the app composes it (`HTTPClientUnderSpec.socket`),
/// under cancels at every moment. (The spec rows run against it in `HTTPClientNetworkSpecTests`
/// and `HTTPClientCancellationSpecTests`.)
final class SocketHTTPClientSpecTests: XCTestCase {
    /// Requests cancelled at every moment (before, during and after their response), while they
    /// complete on other threads: each completes exactly once, and nothing traps.
    func test_cancel_atAnyMoment_completesEachRequestExactlyOnce() throws {
        let server = try FeedServer.start(in: self)
        let sut = makeSUT()
        let recorders = (0..<200).map { _ in CompletionRecorder() }

        for (index, recorder) in recorders.enumerated() {
            let request = sut.get(from: server.feedURL, completion: recorder.record)
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

    private func makeSUT() -> any HTTPClient {
        HTTPClientUnderSpec.socket.make(10)
    }
}
