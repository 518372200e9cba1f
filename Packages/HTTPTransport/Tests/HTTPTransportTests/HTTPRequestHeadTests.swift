import Foundation
import XCTest

@testable import HTTPTransport

final class HTTPRequestHeadTests: XCTestCase {
    func test_bytes_askWithTheHostTheAgentAndTheCallersFieldsOnly() throws {
        let head = try makeSUT(callerFields: ["If-None-Match": #"W/"page-1""#])

        XCTAssertEqual(
            String(decoding: head.bytes, as: UTF8.self),
            "GET /v1/feed?limit=10 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nUser-Agent: feed-tty\r\n"
                + "If-None-Match: W/\"page-1\"\r\n\r\n")
    }

    func test_init_refusesCallerFieldsThatWouldReplaceTheClientsOrSplitTheRequest() {
        for fields in [
            ["Host": "elsewhere"], ["accept-encoding": "br"], ["Transfer-Encoding": "chunked"],
            ["X-A": "b\r\nX-B: c"], ["X A": "b"],
        ] {
            XCTAssertThrowsError(try makeSUT(callerFields: fields), "\(fields)") { error in
                XCTAssertEqual((error as? URLError)?.code, .unsupportedURL, "\(fields): \(error)")
            }
        }
    }

    // MARK: - Helpers

    private func makeSUT(callerFields: [String: String]) throws -> HTTPRequestHead {
        let url = URL(string: "http://127.0.0.1:8080/v1/feed?limit=10")!
        let route = ConnectionPool.Route(origin: try HTTPOrigin(of: url), proxy: nil)
        return try HTTPRequestHead(url: url, route: route, userAgent: "feed-tty", callerFields: callerFields)
    }
}
