import Composition
import FeedAPI
import XCTest

/// The built-in demo's in-process client: the rows that apply to a client without a network.
final class DemoHTTPClientSpecTests: XCTestCase, HTTPClientCancellationSpecs {
    func test_get_deliversTheDemoFeedWithStatus200() throws {
        let (data, response) = try get(demoFeedURL, with: makeSUT()).get()

        XCTAssertEqual(response.statusCode, 200)
        XCTAssertFalse(data.isEmpty)
    }

    func test_cancel_deliversOneCancelledErrorBeforeReturning() throws {
        assertThatCancelDeliversOneCancelledErrorBeforeReturning(on: makeSUT(), url: demoFeedURL)
    }

    func test_cancel_afterCompletion_deliversNothingMore() throws {
        assertThatCancelAfterCompletionDeliversNothingMore(on: makeSUT(), url: demoFeedURL)
    }

    // MARK: - Helpers

    private var demoFeedURL: URL {
        FeedEndpoint.get().url(baseURL: FeedTTYComposer.demoBaseURL)!
    }

    private func makeSUT() -> any HTTPClient {
        FeedTTYComposer.makeDemoHTTPClient()
    }
}
