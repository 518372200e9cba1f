import Composition
import FeedAPI
import FeedDemo
import XCTest

/// The built-in demo's in-process client, composed as the app composes it: through the
/// background-queue adapter of the composition root, like the network's transport. The rows that
/// apply to a client without a network.
final class DemoHTTPClientSpecTests: XCTestCase, HTTPClientCancellationSpecs {
    func test_get_deliversTheDemoFeedWithStatus200() throws {
        let (data, response) = try get(demoFeedURL, with: makeSUT()).get()

        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(try FeedItemsMapper.map(data, from: response).count, 10)
    }

    func test_cancel_deliversOneCancelledErrorBeforeReturning() throws {
        assertThatCancelDeliversOneCancelledErrorBeforeReturning(on: makeSUT(), url: demoFeedURL)
    }

    func test_cancel_afterCompletion_deliversNothingMore() throws {
        assertThatCancelAfterCompletionDeliversNothingMore(on: makeSUT(), url: demoFeedURL)
    }

    // MARK: - Helpers

    private var demoFeedURL: URL {
        FeedEndpoint.get().url(baseURL: FeedDemo.baseURL)!
    }

    private func makeSUT() -> any HTTPClient {
        FeedTTYComposer.makeHTTPClient(performing: FeedDemo.makeClient())
    }
}
