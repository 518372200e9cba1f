import FeedAPI
import XCTest

/// The network rows of the specs, each written once and run against every client that speaks
/// over a network (`HTTPClientUnderSpec.networkClients`): a new client joins by one line there.
final class HTTPClientNetworkSpecTests: EveryClientTestCase {
    func test_get_deliversStatusAndBodyOf200Response() {
        forEachClient { try assertThatGetDeliversStatusAndBodyOf200Response(on: $0) }
    }

    func test_getReading_deliversWhatTheReaderMadeOfTheBody() {
        forEachClient { try assertThatGetReadingDeliversWhatTheReaderMadeOfTheBody(on: $0) }
    }

    func test_get_deliversNon2xxStatusAsAResponse() {
        forEachClient { try assertThatGetDeliversNon2xxStatusAsAResponse(on: $0) }
    }

    func test_get_failsWhenNothingListens() {
        forEachClient { try assertThatGetFailsWhenNothingListens(on: $0) }
    }

    func test_get_followsARedirect() {
        forEachClient { try assertThatGetFollowsARedirect(on: $0) }
    }

    func test_get_failsOnARedirectLoop() {
        forEachClient { try assertThatGetFailsOnARedirectLoop(on: $0) }
    }

    func test_get_failsAsTooLargeOnAContentLengthOverTheCap() {
        forEachClient { try assertThatGetFailsAsTooLargeOnAContentLengthOverTheCap(on: $0) }
    }

    func test_get_failsAsTooLargeOnAnUnframedFloodOverTheCap() {
        forEachClient { try assertThatGetFailsAsTooLargeOnAnUnframedFloodOverTheCap(on: $0) }
    }

    func test_get_failsByItsDeadlineWhenHeadersNeverCome() {
        forEachClient(timeout: 1) { try assertThatGetFailsByItsDeadlineWhenHeadersNeverCome(on: $0) }
    }

    // MARK: - Helpers

    private func forEachClient(timeout: TimeInterval = 10, _ row: (any HTTPClient) throws -> Void) {
        forEach(HTTPClientUnderSpec.networkClients, named: \.name) { client in try row(client.make(timeout)) }
    }
}
