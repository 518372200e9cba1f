import FeedFeature
import Foundation
import XCTest

@testable import FeedAPI

/// A page read as it arrives: what `FeedItemsMapperDifferentialTests` checks part by part against
/// `JSONDecoder`, this checks of what the page holds while it is read.
final class JSONItemsPageTests: XCTestCase {
    func test_read_holdsOnlyTheBytesOfTheItemNotReadYet() throws {
        let items = (0..<1_000).map { makeItem(description: "item \($0)", location: "a location").json }
        let body = makeItemsJSON(items)
        let longestItem = try items.map { try JSONSerialization.data(withJSONObject: $0).count }.max()!
        let partSize = 4_096
        var sut = makeSUT()

        for start in stride(from: 0, to: body.count, by: partSize) {
            try body[start..<min(start + partSize, body.count)].withUnsafeBytes { try sut.read($0) }

            XCTAssertLessThanOrEqual(sut.heldByteCount, longestItem + 1, "after the part at \(start)")
        }
        XCTAssertEqual(try sut.finish()?.count, 1_000)
        XCTAssertLessThan(longestItem, partSize, "precondition: the parts are larger than an item")
        XCTAssertGreaterThan(body.count, 30 * partSize, "precondition: a body of many parts")
    }

    func test_read_refusesThePageAtItsFirstWrongByte_withoutWaitingForTheRest() {
        var mayGoOn = makeSUT()
        XCTAssertNoThrow(try read(#"{"items":[{"id":"#, into: &mayGoOn), "a page that may go on")

        for body in [#"{"items":[x"#, #"{"items":[]}x"#, #"{"items":[{"id":"not a uuid","#, "[1,2]", #"{"items":nul"#] {
            var sut = makeSUT()
            XCTAssertThrowsError(try read(body, into: &sut), body)
        }
    }

    func test_finish_refusesAPageThatEndsBeforeItsEnd() throws {
        for body in [#"{"items":[{"id":"#, #"{"items":[]"#, #"{"items""#, "{", ""] {
            var sut = makeSUT()
            try read(body, into: &sut)

            XCTAssertThrowsError(try sut.finish(), body)
        }
    }

    // MARK: - Helpers

    private func read(_ text: String, into sut: inout JSONItemsPage<FeedImage>) throws {
        try Data(text.utf8).withUnsafeBytes { try sut.read($0) }
    }

    private func makeSUT() -> JSONItemsPage<FeedImage> {
        JSONItemsPage(readingItemsWith: FeedPageReader.readItem)
    }
}
