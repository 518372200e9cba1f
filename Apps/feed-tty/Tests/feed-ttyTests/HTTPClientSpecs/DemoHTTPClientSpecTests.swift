import FeedAPI
import XCTest

/// The built-in demo's in-process client, composed as the app composes it
/// (`HTTPClientUnderSpec.demo`). It is held to the cancellation rows in
/// `HTTPClientCancellationSpecTests`; the network rows do not apply to a client without a network.
final class DemoHTTPClientSpecTests: XCTestCase {
    func test_get_deliversTheDemoFeedWithStatus200() throws {
        let (data, response) = try get(CancellableClientUnderSpec.demoFeedURL, with: makeSUT()).get()

        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(try FeedItemsMapper.map(data, from: response).count, 10)
    }

    // MARK: - Helpers

    private func makeSUT() -> any HTTPClient {
        HTTPClientUnderSpec.demo.make(10)
    }
}
