import Foundation
import TestSupport
import XCTest

/// Every item with its image, in feed order: a script gets each item followed by its image's
/// final state, whatever order the downloads finish in, and a command that pages or leaves the
/// screen waits for the images shown; so the same server gives the same bytes, run after run.
final class ItemOrderEndToEndTests: XCTestCase {
    func test_scriptThatPagesAndLeaves_reportsEveryImageUnderItsItemInFeedOrder_theSameBytesEveryRun() throws {
        let server = try FeedServer.start(in: self)
        let arguments = ["--url", server.baseURL.absoluteString, "--no-cache"]

        let runs = try (1...5).map { _ in try FeedTTYProcess.run(arguments, input: "more\ncomments 3\n") }

        let first = try XCTUnwrap(runs.first)
        XCTAssertEqual(first.exitStatus, 0, first.diagnostics)
        let feed = try XCTUnwrap(first.output.components(separatedBy: "Comments on item 3").first, first.diagnostics)
        XCTAssertEqual(itemNumbersAndImageLines(in: feed), (1...20).flatMap { [$0, nil] }, first.diagnostics)
        XCTAssertEqual(ItemImageLines.parse(feed).count, 20, first.diagnostics)
        XCTAssertFalse(first.output.contains("loading…"), first.diagnostics)
        XCTAssertEqual(Set(runs.map(\.stdout)).count, 1, "Expected the same output every run\n\(first.diagnostics)")
    }

    // MARK: - Helpers

    /// The numbers of the items in the order shown, each followed by nil where its image line
    /// comes before the next item.
    private func itemNumbersAndImageLines(in output: String) -> [Int?] {
        var sequence = [Int?]()
        for line in output.split(separator: "\n") {
            let text = line.drop { $0 == " " }
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            if let number = Int(digits), text.dropFirst(digits.count).hasPrefix(". ") {
                sequence.append(number)
            } else if text.hasPrefix("image: "), let last = sequence.last, last != nil {
                sequence.append(nil)
            }
        }
        return sequence
    }
}
