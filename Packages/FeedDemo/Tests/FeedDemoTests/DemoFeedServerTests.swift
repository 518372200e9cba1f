import FeedAPI
import Foundation
import TestSupport
import XCTest

@testable import FeedDemo

/// The demo's answers, route by route, from the fixtures `Scripts/feed-server` serves.
final class DemoFeedServerTests: XCTestCase {
    func test_feed_answersTheFirstPageWithImageURLsUnderTheBaseURL() throws {
        let (data, response) = makeSUT().response(for: url("/v1/feed?limit=10"), now: Date())

        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(response.value(forHTTPHeaderField: "Content-Type"), "application/json")
        let page = try FeedItemsMapper.map(data, from: response)
        let items = try Array(fixtures().items.prefix(10))
        XCTAssertEqual(page.map(\.id.uuidString), items.map(\.id))
        XCTAssertEqual(page.map(\.description), items.map(\.description))
        XCTAssertEqual(page.map(\.location), items.map(\.location))
        XCTAssertEqual(page.map(\.url), items.map { url("/images/\($0.image)") })
    }

    func test_feed_answersThePageAfterAfterID() throws {
        let items = try fixtures().items

        let (data, response) = makeSUT().response(for: url("/v1/feed?limit=10&after_id=\(items[9].id)"), now: Date())

        XCTAssertEqual(try FeedItemsMapper.map(data, from: response).map(\.id.uuidString), items[10..<20].map(\.id))
    }

    func test_feed_answers400ForABadLimit() {
        let (_, response) = makeSUT().response(for: url("/v1/feed?limit=0"), now: Date())

        XCTAssertEqual(response.statusCode, 400)
    }

    func test_comments_areDatedTheirMinutesAgoBeforeNow() throws {
        let now = Date(timeIntervalSince1970: 1_590_000_000)  // 2020-05-20T18:40:00+0000
        let imageID = "1fea3bce-05a9-57c4-ad4d-c54bf3a5bfc9"

        let (data, response) = makeSUT().response(for: url("/v1/image/\(imageID)/comments"), now: now)

        XCTAssertEqual(response.statusCode, 200)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: [[String: Any]]])
        let comments = try XCTUnwrap(json["items"])
        XCTAssertEqual(
            comments.map { $0["created_at"] as? String },
            [
                "2020-05-20T18:35:00+0000", "2020-05-20T17:10:00+0000", "2020-05-18T18:40:00+0000",
            ])
        XCTAssertEqual(comments.map { ($0["author"] as? [String: String])?["username"] }, ["ana", "joão", "mike_t"])
        XCTAssertEqual(try ImageCommentsMapper.map(data, from: response).count, 3)
    }

    func test_comments_areEmptyForAnImageWithoutComments() throws {
        let (data, response) = makeSUT().response(for: url("/v1/image/\(UUID().uuidString)/comments"), now: Date())

        XCTAssertEqual(try ImageCommentsMapper.map(data, from: response), [])
    }

    func test_comments_answer404ForAnIDThatIsNotAUUID() {
        let (_, response) = makeSUT().response(for: url("/v1/image/not-a-uuid/comments"), now: Date())

        XCTAssertEqual(response.statusCode, 404)
    }

    func test_image_answersTheFixtureFilesBytesWithItsType() throws {
        let (data, response) = makeSUT().response(for: url("/images/photo-640x480.jpg"), now: Date())

        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(response.value(forHTTPHeaderField: "Content-Type"), "image/jpeg")
        XCTAssertEqual(
            data, try Data(contentsOf: FeedServer.fixturesURL.appendingPathComponent("images/photo-640x480.jpg")))
    }

    func test_unknownImagesAndPaths_answer404() {
        let sut = makeSUT()

        for path in ["/images/missing.png", "/v1/feeds", "/v1/image/comments", "/", "/images/../feed.json"] {
            XCTAssertEqual(sut.response(for: url(path), now: Date()).1.statusCode, 404, path)
        }
    }

    func test_pathsOutsideTheBasePath_answer404() {
        let outside = URL(string: "https://demo.example/elsewhere/v1/feed")!

        XCTAssertEqual(makeSUT().response(for: outside, now: Date()).1.statusCode, 404)
    }

    // MARK: - Helpers

    private let baseURL = URL(string: "https://demo.example/some/base")!

    private func makeSUT() -> DemoFeedServer {
        DemoFeedServer(baseURL: baseURL, fixtures: .bundled)
    }

    private func fixtures() throws -> DemoFixtures {
        try DemoFixtures(directory: FeedServer.fixturesURL)
    }

    private func url(_ path: String) -> URL {
        URL(string: baseURL.absoluteString + path)!
    }
}
