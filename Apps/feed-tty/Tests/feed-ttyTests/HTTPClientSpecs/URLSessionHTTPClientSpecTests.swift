import FeedAPI
import TestSupport
import URLSessionHTTP
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The reference client (and the one on macOS). Not run here: cancelling after completion, which
/// on Linux can trap inside FoundationNetworking (`TaskRegistry`), the reason it is not feed-tty's
/// client on Linux; and its memory under concurrent floods, which it cannot bound.
final class URLSessionHTTPClientSpecTests: XCTestCase, HTTPClientNetworkSpecs {
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

    // MARK: - Helpers

    private func makeSUT(timeout: TimeInterval = 10) -> any HTTPClient {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        return URLSessionHTTPClient(configuration: configuration, maximumResponseSize: Self.specCap)
    }
}
