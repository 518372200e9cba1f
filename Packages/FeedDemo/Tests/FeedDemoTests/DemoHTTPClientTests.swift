import FeedAPI
import Foundation
import TestSupport
import XCTest

@testable import FeedDemo

/// The demo client blocks its caller for its latency, as a network would, and `cancel()` cuts that
/// short from any thread, as `BlockingHTTPRequest` requires.
final class DemoHTTPClientTests: XCTestCase {
    func test_perform_answersAfterTheLatency() throws {
        let start = Date()

        let (_, response) = try makeSUT(latency: 0.2).request(for: feedURL).perform()

        XCTAssertEqual(response.statusCode, 200)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.2)
    }

    func test_perform_throwsCancelledAtOnceWhenCancelledBefore() {
        let request = makeSUT(latency: 10).request(for: feedURL)
        let start = Date()

        request.cancel()

        XCTAssertThrowsError(try request.perform()) { error in
            XCTAssertEqual((error as? URLError)?.code, .cancelled)
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
    }

    func test_perform_throwsCancelledPromptlyWhenCancelledDuringTheLatency() {
        let request = makeSUT(latency: 10).request(for: feedURL)
        let start = Date()

        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { request.cancel() }

        XCTAssertThrowsError(try request.perform()) { error in
            XCTAssertEqual((error as? URLError)?.code, .cancelled)
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
    }

    func test_cancel_afterPerformChangesNothing() throws {
        let request = makeSUT(latency: 0).request(for: feedURL)

        let (_, response) = try request.perform()
        request.cancel()

        XCTAssertEqual(response.statusCode, 200)
    }

    func test_perform_answers404ForAnUnknownPath() throws {
        let url = FeedDemo.baseURL.appendingPathComponent("v2/feed")

        XCTAssertEqual(try makeSUT(latency: 0).request(for: url).perform().1.statusCode, 404)
    }

    // MARK: - Helpers

    private var feedURL: URL {
        URL(string: FeedDemo.baseURL.absoluteString + "/v1/feed?limit=10")!
    }

    private func makeSUT(latency: TimeInterval, file: StaticString = #filePath, line: UInt = #line)
        -> any BlockingHTTPClient
    {
        let sut = FeedDemo.makeClient(latency: latency)
        trackForMemoryLeaks(sut as AnyObject, file: file, line: line)
        return sut
    }
}
