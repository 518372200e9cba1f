import FeedAPI
import Foundation
import TestSupport
import XCTest

@testable import FeedDemo

/// The demo client blocks its caller for its latency, as a network would, and `cancel()` cuts that
/// short from any thread, as `BlockingHTTPRequest` requires. The wait itself is a spy here (the
/// real one, `CancellableDelay`, has its own tests), so no test spends the latency.
final class DemoHTTPClientTests: XCTestCase {
    func test_perform_answersOnceTheLatencyHasPassed() throws {
        let delay = LatencyWaitSpy(passes: true)

        let (_, response) = try makeSUT(latency: 0.2, delay: delay).request(for: feedURL).perform()

        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(delay.messages, [.wait(seconds: 0.2)])
    }

    func test_perform_throwsCancelledWhenTheWaitIsCutShort() {
        let request = makeSUT(latency: 10, delay: LatencyWaitSpy(passes: false)).request(for: feedURL)

        XCTAssertThrowsError(try request.perform()) { error in
            XCTAssertEqual((error as? URLError)?.code, .cancelled)
        }
    }

    func test_cancel_cutsTheRequestsWaitShort() {
        let delay = LatencyWaitSpy(passes: true)
        let request = makeSUT(latency: 10, delay: delay).request(for: feedURL)

        request.cancel()

        XCTAssertEqual(delay.messages, [.cancel])
    }

    func test_request_waitsThroughAWaitOfItsOwn() throws {
        let delays = LockedBox<[LatencyWaitSpy]>([])
        let sut = DemoHTTPClient(server: server, latency: 0) {
            let delay = LatencyWaitSpy(passes: true)
            delays.mutate { $0.append(delay) }
            return delay
        }

        sut.request(for: feedURL).cancel()
        _ = try sut.request(for: feedURL).perform()

        XCTAssertEqual(delays.value.map(\.messages), [[.cancel], [.wait(seconds: 0)]])
    }

    func test_cancel_afterPerformChangesNothing() throws {
        let request = FeedDemo.makeClient(latency: 0).request(for: feedURL)

        let (_, response) = try request.perform()
        request.cancel()

        XCTAssertEqual(response.statusCode, 200)
    }

    func test_perform_answers404ForAnUnknownPath() throws {
        let url = FeedDemo.baseURL.appendingPathComponent("v2/feed")

        XCTAssertEqual(try FeedDemo.makeClient(latency: 0).request(for: url).perform().1.statusCode, 404)
    }

    // MARK: - Helpers

    private var feedURL: URL {
        URL(string: FeedDemo.baseURL.absoluteString + "/v1/feed?limit=10")!
    }

    private var server: DemoFeedServer {
        DemoFeedServer(baseURL: FeedDemo.baseURL, fixtures: .bundled)
    }

    private func makeSUT(
        latency: TimeInterval, delay: LatencyWaitSpy, file: StaticString = #filePath, line: UInt = #line
    ) -> any BlockingHTTPClient {
        let sut = DemoHTTPClient(server: server, latency: latency) { delay }
        trackForMemoryLeaks(sut, file: file, line: line)
        return sut
    }
}

private final class LatencyWaitSpy: LatencyWait {
    enum Message: Equatable {
        case wait(seconds: TimeInterval)
        case cancel
    }

    private let passes: Bool
    private let received = LockedBox<[Message]>([])

    init(passes: Bool) {
        self.passes = passes
    }

    var messages: [Message] { received.value }

    func wait(seconds: TimeInterval) -> Bool {
        received.mutate { $0.append(.wait(seconds: seconds)) }
        return passes
    }

    func cancel() {
        received.mutate { $0.append(.cancel) }
    }
}
