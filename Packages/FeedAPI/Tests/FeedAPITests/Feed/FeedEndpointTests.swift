import FeedAPI
import FeedFeature
import Foundation
import XCTest

final class FeedEndpointTests: XCTestCase {
    func test_feed_endpointURL() throws {
        let baseURL = URL(string: "http://base-url.com")!

        let received = try XCTUnwrap(FeedEndpoint.get().url(baseURL: baseURL))

        XCTAssertEqual(received.scheme, "http", "scheme")
        XCTAssertEqual(received.host, "base-url.com", "host")
        XCTAssertEqual(received.path, "/v1/feed", "path")
        XCTAssertEqual(received.query, "limit=10", "query")
        XCTAssertEqual(received.absoluteString, "http://base-url.com/v1/feed?limit=10")
    }

    func test_feed_endpointURLAfterGivenImage() throws {
        let image = makeItem().model
        let baseURL = URL(string: "http://base-url.com")!

        let received = try XCTUnwrap(FeedEndpoint.get(after: image).url(baseURL: baseURL))

        XCTAssertEqual(received.path, "/v1/feed", "path")
        XCTAssertEqual(received.query?.contains("limit=10"), true, "limit query param")
        XCTAssertEqual(received.query?.contains("after_id=\(image.id.uuidString)"), true, "after_id query param")
        XCTAssertEqual(
            received.absoluteString, "http://base-url.com/v1/feed?limit=10&after_id=\(image.id.uuidString)")
    }

    func test_feed_endpointURLKeepsPortAndPathOfBase() throws {
        let baseURL = URL(string: "http://127.0.0.1:8123/some/base")!

        let received = try XCTUnwrap(FeedEndpoint.get().url(baseURL: baseURL))

        XCTAssertEqual(received.port, 8123, "port")
        XCTAssertEqual(received.absoluteString, "http://127.0.0.1:8123/some/base/v1/feed?limit=10")
    }

    func test_feed_endpointURLHasNoDoubleSlashOnBaseWithTrailingSlash() {
        XCTAssertEqual(
            FeedEndpoint.get().url(baseURL: URL(string: "https://base-url.com/some/base/")!)?.absoluteString,
            "https://base-url.com/some/base/v1/feed?limit=10")
        XCTAssertEqual(
            FeedEndpoint.get().url(baseURL: URL(string: "https://base-url.com/")!)?.absoluteString,
            "https://base-url.com/v1/feed?limit=10")
    }

    func test_feed_endpointURLDropsUserInfoQueryAndFragmentOfBase() throws {
        let baseURL = URL(string: "https://user:secret@base-url.com:8443/base?key=value#fragment")!

        let received = try XCTUnwrap(FeedEndpoint.get().url(baseURL: baseURL))

        XCTAssertEqual(received.absoluteString, "https://base-url.com:8443/base/v1/feed?limit=10")
    }

    func test_feed_endpointURLIsNilOnBaseURLThatCannotMakeARequestURL() throws {
        let image = makeItem().model
        // Foundation parses each of these, then cannot put its parts back together or drops its host.
        for base in [
            "http://a%20b", "http://%00", "http://a%2Fb/", "http://user:pw@%00", "http://xn--e-9a.com", "http:/path",
        ] {
            let baseURL = try XCTUnwrap(URL(string: base), base)

            XCTAssertNil(FeedEndpoint.get().url(baseURL: baseURL), base)
            XCTAssertNil(FeedEndpoint.get(after: image).url(baseURL: baseURL), base)
        }
    }
}
