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

    func test_jsonRun_takesCommandsAndReportsCommentsAndNotices() throws {
        let server = try FeedServer.start(in: self)

        let result = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString, "--format", "json"], input: "comments 1\nbogus\nquit\n")

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        let objects = try objects(in: result)
        let pages = objects.filter { $0["type"] as? String == "items" }
        let comments = try XCTUnwrap(pages.last?["items"] as? [[String: Any]], result.diagnostics)
        XCTAssertNotNil(comments.first?["author"] as? String, result.diagnostics)
        XCTAssertTrue(
            objects.contains { $0["notice"] as? String == "unknownCommand" && $0["command"] as? String == "bogus" },
            result.diagnostics)
    }

    func test_jsonRun_reportsAFailedFeedAsAnErrorObjectAndExitsOne() throws {
        let server = try FeedServer.start(in: self, faults: ["feed-500"])

        let result = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString, "--format", "json"])

        XCTAssertEqual(result.exitStatus, 1, result.diagnostics)
        XCTAssertTrue(try objects(in: result).contains { $0["type"] as? String == "error" }, result.diagnostics)
    }

    // MARK: - Helpers

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
