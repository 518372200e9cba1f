import FeedAPI
import FeedFeature
import Foundation
import TestSupport
import XCTest

/// What a remote load says when its client fails: the kind of failure, from the errors clients
/// throw (URLSession's and the transport's `URLError`s, the size and encoding limits).
final class RemoteLoaderClientFailureTests: XCTestCase {
    func test_load_deliversTheKindOfEachURLErrorCode() {
        let samples: [(URLError.Code, LoadFailure.Connectivity)] = [
            (.cannotFindHost, .hostNotFound),
            (.dnsLookupFailed, .hostNotFound),
            (.notConnectedToInternet, .networkUnreachable),
            (.cannotConnectToHost, .unknown),
            (.networkConnectionLost, .connectionClosed),
            (.serverCertificateUntrusted, .certificateNotTrusted),
            (.serverCertificateHasUnknownRoot, .certificateNotTrusted),
            (.serverCertificateHasBadDate, .certificateNotTrusted),
            (.serverCertificateNotYetValid, .certificateNotTrusted),
            (.secureConnectionFailed, .secureConnectionFailed),
            (.httpTooManyRedirects, .tooManyRedirects),
            (.badServerResponse, .malformedResponse),
            (.cannotParseResponse, .malformedResponse),
            (.unsupportedURL, .unsupportedURL),
            (.badURL, .unsupportedURL),
            (.unknown, .unknown),
        ]

        for (code, connectivity) in samples {
            expectLoad(toFailWith: .connectivity(connectivity), onClientError: URLError(code), "\(code)")
        }
    }

    func test_load_deliversTheKindOfTheSystemErrorUnderAConnectionError() {
        let samples: [(URLError.Code, POSIXErrorCode, LoadFailure.Connectivity)] = [
            (.cannotConnectToHost, .ECONNREFUSED, .connectionRefused),
            (.cannotConnectToHost, .ENETUNREACH, .networkUnreachable),
            (.cannotConnectToHost, .EHOSTUNREACH, .networkUnreachable),
            (.cannotConnectToHost, .EMFILE, .unknown),
            (.networkConnectionLost, .ECONNRESET, .connectionReset),
            (.networkConnectionLost, .EPIPE, .connectionClosed),
        ]

        for (code, systemError, connectivity) in samples {
            let error = URLError(code, userInfo: [NSUnderlyingErrorKey: POSIXError(systemError)])
            expectLoad(toFailWith: .connectivity(connectivity), onClientError: error, "\(code) \(systemError)")
        }
    }

    func test_load_deliversATimeoutOfUnknownLengthOnTheClientsTimeout() {
        expectLoad(toFailWith: .timedOut(seconds: nil), onClientError: URLError(.timedOut))
    }

    func test_load_deliversTheLengthOfTheClientsTimeoutWhenTheClientSaysIt() {
        let error = URLError(.timedOut, userInfo: [NSUnderlyingErrorKey: ClientTimeoutError(seconds: 2.5)])

        expectLoad(toFailWith: .timedOut(seconds: 2.5), onClientError: error)
    }

    func test_load_deliversTooLargeWithTheLimitOnResponseTooLargeError() {
        expectLoad(toFailWith: .tooLarge(limit: 32), onClientError: ResponseTooLargeError(limit: 32))
    }

    func test_load_deliversTheEncodingOnUnsupportedContentEncodingError() {
        expectLoad(
            toFailWith: .unsupportedContentEncoding("gzip"),
            onClientError: UnsupportedContentEncodingError(encoding: "gzip"))
    }

    func test_load_deliversALoadFailureFromTheClientAsItIs() {
        expectLoad(toFailWith: .timedOut(seconds: 3), onClientError: LoadFailure.timedOut(seconds: 3))
    }

    // MARK: - Helpers

    private func expectLoad(
        toFailWith failure: LoadFailure,
        onClientError error: Error,
        _ message: String = "",
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let client = HTTPClientSpy()
        let sut = RemoteLoader<String>(url: anyURL(), client: client, mapper: { _, _ in "any" })
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(client, file: file, line: line)

        expect(
            sut.load, toCompleteWith: .failure(failure), message, when: { client.complete(with: error) }, file: file,
            line: line)
    }
}
