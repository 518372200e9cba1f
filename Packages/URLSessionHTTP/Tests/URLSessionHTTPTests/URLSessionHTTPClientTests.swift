import FeedAPI
import Foundation
import TestSupport
import XCTest

@testable import URLSessionHTTP

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class URLSessionHTTPClientTests: XCTestCase {
    override func tearDown() {
        super.tearDown()

        URLProtocolStub.removeStub()
    }

    func test_get_performsGETRequestWithURL() {
        for limit in anyLimits {
            let url = anyURL()
            let exp = expectation(description: "Wait for request")

            URLProtocolStub.observeRequests { request in
                XCTAssertEqual(request.url, url)
                XCTAssertEqual(request.httpMethod, "GET")
                exp.fulfill()
            }

            let task = makeSUT(maximumResponseSize: limit).get(from: url) { _ in }

            wait(for: [exp], timeout: 5.0)
            task.cancel()
        }
    }

    func test_cancelGetTask_deliversCancelledError() {
        for limit in anyLimits {
            URLProtocolStub.observeRequests { _ in }

            let receivedError =
                resultErrorFor(maximumResponseSize: limit, taskHandler: { $0.cancel() }) as? URLError

            XCTAssertEqual(receivedError?.code, .cancelled, "limit \(String(describing: limit))")
        }
    }

    func test_get_failsOnRequestError() {
        for limit in anyLimits {
            let requestError = anyNSError()

            let receivedError =
                resultErrorFor((data: nil, response: nil, error: requestError), maximumResponseSize: limit) as NSError?

            XCTAssertEqual(receivedError?.domain, requestError.domain)
            XCTAssertEqual(receivedError?.code, requestError.code)
        }
    }

    // Linux URLSession reshapes what a URLProtocol reports before the client sees it: when loading
    // fails it drops data and response (every case with an error reaches the client as a plain
    // request error), and it never passes nil data without an error (it passes empty data). So the
    // client's "nil data, nil error" branch cannot be reached from here; the stubbed (nil, nil, nil)
    // reaches it as (empty data, nil response, nil error). Each case is still stubbed as it is named.
    func test_get_failsOnAllInvalidRepresentationCases() {
        for limit in anyLimits {
            let cases: [(data: Data?, response: URLResponse?, error: Error?)] = [
                (data: nil, response: nil, error: nil),
                (data: nil, response: nonHTTPURLResponse(), error: nil),
                (data: anyData(), response: nil, error: nil),
                (data: anyData(), response: nil, error: anyNSError()),
                (data: nil, response: nonHTTPURLResponse(), error: anyNSError()),
                (data: nil, response: anyHTTPURLResponse(), error: anyNSError()),
                (data: anyData(), response: nonHTTPURLResponse(), error: anyNSError()),
                (data: anyData(), response: anyHTTPURLResponse(), error: anyNSError()),
                (data: anyData(), response: nonHTTPURLResponse(), error: nil),
            ]
            for values in cases {
                XCTAssertNotNil(resultErrorFor(values, maximumResponseSize: limit))
            }
        }
    }

    func test_get_succeedsOnHTTPURLResponseWithData() {
        for limit in anyLimits {
            let data = anyData()
            let response = HTTPURLResponse(
                url: anyURL(), statusCode: 201, httpVersion: nil, headerFields: ["X-Feed-Page": "2"])!

            let receivedValues = resultValuesFor(
                (data: data, response: response, error: nil), maximumResponseSize: limit)

            XCTAssertEqual(receivedValues?.data, data)
            XCTAssertEqual(receivedValues?.response.url, response.url)
            XCTAssertEqual(receivedValues?.response.statusCode, 201)
            XCTAssertEqual(receivedValues?.response.value(forHTTPHeaderField: "x-feed-page"), "2")
        }
    }

    func test_get_succeedsWithEmptyDataOnHTTPURLResponseWithNilData() {
        for limit in anyLimits {
            let response = anyHTTPURLResponse()

            let receivedValues = resultValuesFor(
                (data: nil, response: response, error: nil), maximumResponseSize: limit)

            XCTAssertEqual(receivedValues?.data, Data())
            XCTAssertEqual(receivedValues?.response.url, response.url)
            XCTAssertEqual(receivedValues?.response.statusCode, response.statusCode)
        }
    }

    // MARK: - Maximum response size

    func test_get_failsWithResponseTooLargeErrorAndCancelsRequestOnContentLengthOverTheLimit() {
        let limit = 10
        let stopped = expectation(description: "Wait for the request to stop")
        URLProtocolStub.observeStopLoading { stopped.fulfill() }
        // The body never comes: only the header can end this request.
        URLProtocolStub.stub(response: anyHTTPURLResponse(contentLength: limit + 1), chunks: [], finishesLoading: false)

        let receivedError = resultErrorFor(maximumResponseSize: limit)

        XCTAssertEqual(receivedError as? ResponseTooLargeError, ResponseTooLargeError(limit: limit))
        wait(for: [stopped], timeout: 5.0)
    }

    func test_get_failsWithResponseTooLargeErrorWithoutDeliveringBodyOnContentLengthOverTheLimit() {
        let limit = 10
        // A body within the limit follows, but the header alone must decide.
        URLProtocolStub.stub(response: anyHTTPURLResponse(contentLength: limit + 1), chunks: [Data(count: limit)])

        let receivedError = resultErrorFor(maximumResponseSize: limit)

        XCTAssertEqual(receivedError as? ResponseTooLargeError, ResponseTooLargeError(limit: limit))
    }

    func test_get_failsWithResponseTooLargeErrorAndCancelsRequestOnBodyGrowingOverTheLimit() {
        let limit = 10
        let stopped = expectation(description: "Wait for the request to stop")
        URLProtocolStub.observeStopLoading { stopped.fulfill() }
        // No Content-Length, and the request stays open: only counting the bytes can end it.
        URLProtocolStub.stub(
            response: anyHTTPURLResponse(),
            chunks: [Data(count: 4), Data(count: 4), Data(count: 3), Data(count: 4)],
            finishesLoading: false)

        let receivedError = resultErrorFor(maximumResponseSize: limit)

        XCTAssertEqual(receivedError as? ResponseTooLargeError, ResponseTooLargeError(limit: limit))
        wait(for: [stopped], timeout: 5.0)
    }

    func test_get_failsWithResponseTooLargeErrorOnBodyOverTheLimitOfAResponseUnderstatingItsLength() {
        let limit = 10
        URLProtocolStub.stub(
            response: anyHTTPURLResponse(contentLength: 1), chunks: [Data(count: limit), Data(count: 1)])

        let receivedError = resultErrorFor(maximumResponseSize: limit)

        XCTAssertEqual(receivedError as? ResponseTooLargeError, ResponseTooLargeError(limit: limit))
    }

    func test_get_succeedsWithBodyExactlyAtTheLimit() {
        let limit = 10
        let body = Data((0..<UInt8(limit)).map { $0 })
        URLProtocolStub.stub(
            response: anyHTTPURLResponse(contentLength: limit), chunks: [body.prefix(4), body.dropFirst(4)])

        let receivedValues = resultValuesFor(maximumResponseSize: limit)

        XCTAssertEqual(receivedValues?.data, body)
    }

    func test_get_succeedsWithExactBytesInOrderOnBodyUnderTheLimit() {
        URLProtocolStub.stub(
            response: anyHTTPURLResponse(), chunks: [Data("first ".utf8), Data("second ".utf8), Data("third".utf8)])

        let receivedValues = resultValuesFor(maximumResponseSize: 100)

        XCTAssertEqual(receivedValues?.data, Data("first second third".utf8))
        XCTAssertEqual(receivedValues?.response.statusCode, 200)
    }

    func test_get_succeedsWithBigBodyWithoutLimit() {
        let body = Data(repeating: 7, count: 2_000_000)
        URLProtocolStub.stub(response: anyHTTPURLResponse(contentLength: body.count), chunks: [body])

        let receivedValues = resultValuesFor(maximumResponseSize: nil)

        XCTAssertEqual(receivedValues?.data, body)
    }

    func test_deinit_invalidatesTheSessionItOwnsSoItReleasesItsDelegate() {
        URLProtocolStub.stub(data: anyData(), response: anyHTTPURLResponse(), error: nil)
        let session: URLSession
        weak var delegate: AnyObject?
        do {
            let sut = URLSessionHTTPClient(configuration: stubbedConfiguration(), maximumResponseSize: 10)
            session = sut.session
            delegate = session.delegate
            let exp = expectation(description: "Wait for completion")
            _ = sut.get(from: anyURL()) { _ in exp.fulfill() }
            wait(for: [exp], timeout: 5.0)
            XCTAssertNotNil(delegate, "Precondition: the session holds its delegate")
        }

        // Held here, the session can only let go of its delegate by being invalidated, which it
        // finishes asynchronously.
        letOtherThreadsRun(
            until: { delegate == nil },
            "Expected the session to be invalidated, releasing its delegate, once its client is gone")
        withExtendedLifetime(session) {}
    }

    // MARK: - Helpers

    /// A client without a limit, and one with a limit that the stubbed bodies never reach: every
    /// behaviour that doesn't involve the limit must hold for both.
    private let anyLimits: [Int?] = [nil, 1_000]

    /// `maximumResponseSize` nil: a client on a session the test owns, without a limit.
    private func makeSUT(
        maximumResponseSize: Int? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> HTTPClient {
        let sut: URLSessionHTTPClient
        if let maximumResponseSize {
            sut = URLSessionHTTPClient(configuration: stubbedConfiguration(), maximumResponseSize: maximumResponseSize)
        } else {
            let session = URLSession(configuration: stubbedConfiguration())
            sut = URLSessionHTTPClient(session: session)
            // The session is not leak-tracked: it keeps itself alive until invalidated, and on Linux
            // invalidation releases it asynchronously, after the teardown checks have run.
            addTeardownBlock { session.invalidateAndCancel() }
        }
        trackForMemoryLeaks(sut, file: file, line: line)
        return sut
    }

    private func stubbedConfiguration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [URLProtocolStub.self]
        return configuration
    }

    private func resultValuesFor(
        _ values: (data: Data?, response: URLResponse?, error: Error?)? = nil,
        maximumResponseSize: Int?,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (data: Data, response: HTTPResponse)? {
        let result = resultFor(values, maximumResponseSize: maximumResponseSize, file: file, line: line)

        switch result {
        case let .success(values):
            return values
        default:
            XCTFail("Expected success, got \(String(describing: result)) instead", file: file, line: line)
            return nil
        }
    }

    private func resultErrorFor(
        _ values: (data: Data?, response: URLResponse?, error: Error?)? = nil,
        maximumResponseSize: Int?,
        taskHandler: (HTTPClientRequest) -> Void = { _ in },
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> Error? {
        let result = resultFor(
            values, maximumResponseSize: maximumResponseSize, taskHandler: taskHandler, file: file, line: line)

        switch result {
        case let .failure(error):
            return error
        default:
            XCTFail("Expected failure, got \(String(describing: result)) instead", file: file, line: line)
            return nil
        }
    }

    /// `values` nil: the test has set up the stub.
    private func resultFor(
        _ values: (data: Data?, response: URLResponse?, error: Error?)?,
        maximumResponseSize: Int?,
        taskHandler: (HTTPClientRequest) -> Void = { _ in },
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> HTTPClient.Result? {
        values.map { URLProtocolStub.stub(data: $0, response: $1, error: $2) }

        let sut = makeSUT(maximumResponseSize: maximumResponseSize, file: file, line: line)
        let exp = expectation(description: "Wait for completion")
        let received = LockedBox<HTTPClient.Result?>(nil)

        // A second completion would over-fulfill the expectation and fail the test.
        taskHandler(
            sut.get(from: anyURL()) { result in
                received.mutate { $0 = result }
                exp.fulfill()
            })

        wait(for: [exp], timeout: 5.0)
        return received.value
    }

    private func anyHTTPURLResponse(contentLength: Int? = nil) -> HTTPURLResponse {
        HTTPURLResponse(
            url: anyURL(), statusCode: 200, httpVersion: nil,
            headerFields: contentLength.map { ["Content-Length": "\($0)"] })!
    }

    private func nonHTTPURLResponse() -> URLResponse {
        URLResponse(url: anyURL(), mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
    }
}
