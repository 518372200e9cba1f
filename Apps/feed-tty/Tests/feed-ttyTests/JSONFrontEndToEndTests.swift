import Foundation
import TestSupport
import XCTest

/// `feed-tty --format json`: the same session as the text front, one JSON object per line, for a
/// program such as jq.
final class JSONFrontEndToEndTests: XCTestCase {
    func test_jsonRun_printsOnlyJSONObjectsOneALineWithTheFeedAndEachImagesFinalState() throws {
        let server = try FeedServer.start(in: self)

        let result = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString, "--format", "json"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        let objects = try objects(in: result)
        XCTAssertEqual(objects.first?["type"] as? String, "screen", result.diagnostics)
        // Items come in runs, each as soon as it and the items before it have their images.
        let feed = objects.filter { $0["type"] as? String == "items" }.flatMap { $0["items"] as? [[String: Any]] ?? [] }
        XCTAssertEqual(feed.compactMap { $0["number"] as? Int }, Array(1...10), result.diagnostics)
        XCTAssertNotNil(feed.first?["description"] as? String)
        let states = feed.map { ($0["image"] as? [String: Any])?["state"] as? String }
        XCTAssertTrue(states.allSatisfy { ["loaded", "failed"].contains($0) }, result.diagnostics)
        XCTAssertFalse(objects.contains { $0["type"] as? String == "image" }, "Expected no late image in a script")
    }

    func test_jsonRun_givesEachItemTheImagesIDAndURLAsTheAPIGaveThem() throws {
        let server = try FeedServer.start(in: self)
        let fixtures = try fixtureItems()

        let result = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString, "--format", "json"])

        let feed = try objects(in: result).filter { $0["type"] as? String == "items" }
            .flatMap { $0["items"] as? [[String: Any]] ?? [] }
        XCTAssertEqual(feed.map { $0["id"] as? String }, fixtures.prefix(10).map(\.id), result.diagnostics)
        XCTAssertEqual(
            feed.map { $0["imageURL"] as? String },
            fixtures.prefix(10).map { server.baseURL.absoluteString + "/images/" + $0.image }, result.diagnostics)
    }

    func test_jsonRun_takesCommandsAndReportsCommentsAndNotices() throws {
        let server = try FeedServer.start(in: self)

        let result = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString, "--format", "json"], input: "comments 1\nbogus\nquit\n")

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        let objects = try objects(in: result)
        let pages = objects.filter { $0["type"] as? String == "items" }
        let comments = try XCTUnwrap(pages.last?["items"] as? [[String: Any]], result.diagnostics)
        XCTAssertEqual(comments.first?["id"] as? String, "D99CBF3C-291C-5E70-9B04-7B33DB2B86B1", result.diagnostics)
        XCTAssertEqual(comments.first?["username"] as? String, "ana", result.diagnostics)
        let createdAt = try XCTUnwrap(comments.first?["createdAt"] as? String, result.diagnostics)
        let fiveMinutesAgo = try Date(createdAt, strategy: .iso8601).timeIntervalSinceNow
        XCTAssertEqual(fiveMinutesAgo, -300, accuracy: 60, "\(createdAt): the fixture's comment is 5 minutes old")
        XCTAssertTrue(
            objects.contains { $0["notice"] as? String == "unknownCommand" && $0["command"] as? String == "bogus" },
            result.diagnostics)
    }

    func test_jsonRun_reportsAFailedFeedAsAnErrorObjectAndExitsOne() throws {
        let server = try FeedServer.start(in: self, faults: ["feed-500"])

        let result = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString, "--format", "json"])

        XCTAssertEqual(result.exitStatus, 1, result.diagnostics)
        let error = try XCTUnwrap(
            try objects(in: result).first { $0["type"] as? String == "error" }, result.diagnostics)
        XCTAssertEqual(error["message"] as? String, "The server answered with an error: HTTP\u{00A0}500")
        XCTAssertEqual(error["reason"] as? String, "HTTP\u{00A0}500")
    }

    // MARK: - Helpers

    private struct FixtureItem: Decodable {
        let id: String
        let image: String
    }

    /// The items of the feed Scripts/feed-server serves, in order.
    private func fixtureItems() throws -> [FixtureItem] {
        struct Fixture: Decodable { let items: [FixtureItem] }
        let data = try Data(contentsOf: FeedServer.fixturesURL.appendingPathComponent("feed.json"))
        return try JSONDecoder().decode(Fixture.self, from: data).items
    }

    /// Every line of standard output as a JSON object; fails on anything else.
    private func objects(in result: FeedTTYProcess.Result, file: StaticString = #filePath, line: UInt = #line)
        throws -> [[String: Any]]
    {
        XCTAssertFalse(result.stdout.contains(0x1B), "an escape in JSON output", file: file, line: line)
        return try result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { text in
            try XCTUnwrap(
                JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "not an object: \(text)",
                file: file, line: line)
        }
    }
}
