import Foundation
import TestSupport
import XCTest

/// Paging through the feed and reading an image's comments, end to end against `Scripts/feed-server`.
final class FeedPagingAndCommentsEndToEndTests: XCTestCase {
    func test_pipedMoreMoreCommentsBack_showsThreePagesThenTheCommentsThenSaysTheFeedIsAbove() throws {
        let server = try FeedServer.start(in: self, base: "/some/base")
        let ids = try fixtureItemIDs()

        let result = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString], input: "more\nmore\ncomments 3\nback\n")

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertEqual(
            server.requestLog().filter { $0.contains("/v1/feed") },
            [
                "GET /some/base/v1/feed?limit=10 200",
                "GET /some/base/v1/feed?limit=10&after_id=\(ids[9]) 200",
                "GET /some/base/v1/feed?limit=10&after_id=\(ids[19]) 200",
            ])
        XCTAssertTrue(server.requestLog().contains("GET /some/base/v1/image/\(ids[2])/comments 200"))

        let output = result.output
        for number in [1, 11, 21, 25] {
            XCTAssertTrue(output.contains("\n\(String(format: "%2d", number)). "), "item \(number) missing\n\(output)")
        }
        let comments = try XCTUnwrap(output.range(of: "\nComments on item 3"), "no comments screen\n\(output)")
        let commentLines = output[comments.upperBound...].split(separator: "\n").dropFirst().prefix(3)
        XCTAssertEqual(commentLines.first, "Loading…")
        XCTAssertTrue(
            commentLines.dropFirst().first?.wholeMatch(of: /1\. \S+ · \d+ (minute|minutes|hour|hours) ago/) != nil,
            "first comment line: \(String(describing: commentLines.dropFirst().first))")
        XCTAssertFalse(
            output[comments.upperBound...].contains("\nMy Feed\n"), "Expected the feed not printed again\n\(output)")
        XCTAssertTrue(
            output.hasSuffix("\nBack to “My Feed”: items 1–25 are above.\n"), "Expected where the feed is\n\(output)")
    }

    /// The fixtures' 25 items come as pages of 10, 10 and 5: only the empty page after them ends the feed.
    func test_more_afterAShortPage_asksForTheNextAndSaysThereIsNoMoreOnAnEmptyOne() throws {
        let server = try FeedServer.start(in: self)
        let ids = try fixtureItemIDs()

        let result = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString], input: "more\nmore\nmore\nmore\n")

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertEqual(
            server.requestLog().filter { $0.contains("/v1/feed") }.last,
            "GET /v1/feed?limit=10&after_id=\(ids[24]) 200", "Expected the page after the short one asked for")
        XCTAssertEqual(server.requestLog().filter { $0.contains("/v1/feed") }.count, 4, result.diagnostics)
        XCTAssertEqual(
            linesOtherThanImageStates(result.output).suffix(4),
            ["Type “more” to load more.", "Loading more…", "No more items.", "No more items."], result.diagnostics)
    }

    /// A server that serves 5 of the 10 asked for (many cap their pages): every item comes, page by page.
    func test_more_againstAServerThatCapsItsPagesAtFive_reachesEveryItemThenTheEnd() throws {
        let server = try FeedServer.start(in: self, faults: ["feed-page-cap:5"])

        let result = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString], input: String(repeating: "more\n", count: 6))

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertEqual(
            server.requestLog().filter { $0.contains("/v1/feed") }.count, 6,
            "Expected five pages of 5, then an empty one")
        let numbers = result.output.split(separator: "\n").compactMap { line in
            line.wholeMatch(of: /\s*(\d+)\. (?!image: ).*/).map { Int($0.1)! }
        }
        XCTAssertEqual(numbers, Array(1...25), "Expected every item once, in order\n\(result.output)")
        let lines = linesOtherThanImageStates(result.output)
        XCTAssertEqual(
            lines.filter { $0 == "No more items." }.count, 2,
            "Expected the end only after the empty page\n\(result.output)")
        XCTAssertEqual(lines.suffix(2), ["No more items.", "No more items."], result.diagnostics)
    }

    func test_find_namesTheLoadedItemsThatMentionTheText_ignoringCaseAndAccents() throws {
        let server = try FeedServer.start(in: self)

        let result = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString], input: "find montreal\nmore\nfind MONTRÉAL\nfind zzz\nfind\n")

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        let notices = result.output.split(separator: "\n").filter {
            $0.hasPrefix("Items that") || $0.hasPrefix("No loaded") || $0.hasPrefix("Type “find")
        }
        XCTAssertEqual(
            notices,
            [
                "Items that mention “montreal”: 1.", "Items that mention “MONTRÉAL”: 1, 15.",
                "No loaded item mentions “zzz”.",
                "Type “find TEXT” with the words to look for, for example “find sunset”.",
            ], result.diagnostics)
        XCTAssertEqual(
            server.requestLog().filter { $0.contains("/images/") }.count, 20, "Expected no picture loaded again")
    }

    func test_open_handsTheItemsImageAddressToBROWSER_asOneArgumentOfItsOwn() throws {
        let server = try FeedServer.start(in: self)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let opened = folder.appendingPathComponent("opened")
        let browser = folder.appendingPathComponent("browser")
        try Data(
            "#!/bin/sh\nfor a in \"$@\"; do printf '[%s]\\n' \"$a\"; done > \(opened.path).tmp\nmv \(opened.path).tmp \(opened.path)\n"
                .utf8
        )
        .write(to: browser)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: browser.path)

        let result = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString], input: "open 2\nopen 99\n", environment: ["BROWSER": browser.path]
        )

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertTrue(result.output.contains("\nThe image of item 2 went to the browser.\n"), result.diagnostics)
        XCTAssertTrue(
            result.output.contains("\nThere is no item 99; items are numbered 1 to 10.\n"), result.diagnostics)
        let deadline = Date() + 10
        while !FileManager.default.fileExists(atPath: opened.path), Date() < deadline { usleep(50_000) }
        let imageURL = server.baseURL.absoluteString + "/images/" + (try fixtureImageName(at: 1))
        XCTAssertEqual(try String(contentsOf: opened, encoding: .utf8), "[\(imageURL)]\n")
    }

    func test_comments_onAServerError_showsTheErrorAndBackStillWorks() throws {
        let server = try FeedServer.start(in: self, faults: ["comments-500"])

        let result = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString], input: "c 1\nback\n")

        XCTAssertEqual(
            result.exitStatus, 0, "the feed loaded; a failed comments load is no failed run\n\(result.diagnostics)")
        XCTAssertTrue(
            result.output.contains(
                "…\nLoading…\nThe server answered with an error: HTTP\u{00A0}500 — type “refresh” to try again.\n"
                    + "Back to “My Feed”: items 1–10 are above.\n"
            ),
            result.diagnostics)
    }

    // MARK: - Helpers

    private func linesOtherThanImageStates(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { !$0.contains(". image: ") && !$0.hasPrefix("   image: ") }
    }

    private func fixtureImageName(at index: Int) throws -> String {
        struct Fixture: Decodable {
            struct Item: Decodable { let image: String }
            let items: [Item]
        }
        let data = try Data(contentsOf: FeedServer.fixturesURL.appendingPathComponent("feed.json"))
        return try JSONDecoder().decode(Fixture.self, from: data).items[index].image
    }

    private func fixtureItemIDs() throws -> [String] {
        struct Fixture: Decodable {
            struct Item: Decodable { let id: String }
            let items: [Item]
        }
        let data = try Data(contentsOf: FeedServer.fixturesURL.appendingPathComponent("feed.json"))
        return try JSONDecoder().decode(Fixture.self, from: data).items.map(\.id)
    }
}
