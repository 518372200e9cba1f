import FeedAPI
import Foundation
import XCTest

final class ImageCommentsEndpointTests: XCTestCase {
    func test_imageComments_endpointURL() throws {
        let imageID = UUID(uuidString: "2239CBA2-CB35-4392-ADC0-24A37D38E010")!
        let baseURL = URL(string: "http://base-url.com")!

        let received = try XCTUnwrap(ImageCommentsEndpoint.get(imageID).url(baseURL: baseURL))

        XCTAssertEqual(received.scheme, "http", "scheme")
        XCTAssertEqual(received.host, "base-url.com", "host")
        XCTAssertEqual(received.path, "/v1/image/2239CBA2-CB35-4392-ADC0-24A37D38E010/comments", "path")
        XCTAssertNil(received.query, "query")
        XCTAssertEqual(
            received.absoluteString, "http://base-url.com/v1/image/2239CBA2-CB35-4392-ADC0-24A37D38E010/comments")
    }

    func test_imageComments_endpointURLHasUppercaseImageIDOnImageIDWithLetters() throws {
        let imageID = UUID(uuidString: "abcdefab-cdef-abcd-efab-cdefabcdefab")!

        let received = try XCTUnwrap(
            ImageCommentsEndpoint.get(imageID).url(baseURL: URL(string: "https://base-url.com")!))

        XCTAssertEqual(received.path, "/v1/image/ABCDEFAB-CDEF-ABCD-EFAB-CDEFABCDEFAB/comments")
    }

    func test_imageComments_endpointURLKeepsPortAndPathOfBase() throws {
        let imageID = UUID()
        let baseURL = URL(string: "http://127.0.0.1:8123/some/base")!

        let received = try XCTUnwrap(ImageCommentsEndpoint.get(imageID).url(baseURL: baseURL))

        XCTAssertEqual(received.port, 8123, "port")
        XCTAssertEqual(
            received.absoluteString, "http://127.0.0.1:8123/some/base/v1/image/\(imageID.uuidString)/comments")
    }

    func test_imageComments_endpointURLHasNoDoubleSlashOnBaseWithTrailingSlash() {
        let imageID = UUID()

        XCTAssertEqual(
            ImageCommentsEndpoint.get(imageID).url(baseURL: URL(string: "https://base-url.com/some/base/")!)?
                .absoluteString,
            "https://base-url.com/some/base/v1/image/\(imageID.uuidString)/comments")
        XCTAssertEqual(
            ImageCommentsEndpoint.get(imageID).url(baseURL: URL(string: "https://base-url.com/")!)?.absoluteString,
            "https://base-url.com/v1/image/\(imageID.uuidString)/comments")
    }

    func test_imageComments_endpointURLDropsUserInfoQueryAndFragmentOfBase() throws {
        let imageID = UUID()
        let baseURL = URL(string: "https://user:secret@base-url.com:8443/base?key=value#fragment")!

        let received = try XCTUnwrap(ImageCommentsEndpoint.get(imageID).url(baseURL: baseURL))

        XCTAssertEqual(
            received.absoluteString, "https://base-url.com:8443/base/v1/image/\(imageID.uuidString)/comments")
    }

    func test_imageComments_endpointURLIsNilOnBaseURLThatCannotMakeARequestURL() throws {
        // Foundation parses each of these, then cannot put its parts back together or drops its host.
        for base in [
            "http://a%20b", "http://%00", "http://a%2Fb/", "http://user:pw@%00", "http://xn--e-9a.com", "http:/path",
        ] {
            let baseURL = try XCTUnwrap(URL(string: base), base)

            XCTAssertNil(ImageCommentsEndpoint.get(UUID()).url(baseURL: baseURL), base)
        }
    }
}
