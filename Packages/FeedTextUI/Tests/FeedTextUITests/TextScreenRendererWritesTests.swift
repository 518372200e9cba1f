import FeedPresentation
import FeedScreens
import FeedTextUI
import ImageDecoding
import XCTest

/// How many writes the lines of a screen take: a big page must not cost a write per line.
final class TextScreenRendererWritesTests: XCTestCase {
    func test_itemsOfABigPage_reachAPipeInAFewWritesOfWholeLines() {
        let output = WriteCountingOutput()
        let sut = TextScreenRenderer(output: output, style: .plain)
        let items = (1...1_000).map { number in
            ListItem(
                number: number,
                content: .image(FeedImageViewModel(description: "item \(number)", location: nil), .loading))
        }

        sut.render(.items(items, listCount: items.count))

        XCTAssertLessThanOrEqual(output.writes.count, 4, "Expected 2,000 lines in batches of 512")
        XCTAssertTrue(output.writes.allSatisfy { $0.hasSuffix("\n") }, "Expected every write to end a line")
        XCTAssertEqual(output.writes.joined().split(separator: "\n").count, 2_000)
        XCTAssertEqual(output.writes.joined().split(separator: "\n").last, "      image: loading…")
    }

    func test_aChangeOfAnItem_isOneWrite() {
        let output = WriteCountingOutput()
        let sut = TextScreenRenderer(output: output, style: .plain)
        let image = LoadedImage(info: ImageInfo(format: .png, width: 1, height: 1), thumbnail: ["▀", "▀"])
        let item = ListItem(
            number: 1, content: .image(FeedImageViewModel(description: "a", location: nil), .loaded(image)))

        sut.render(.itemChanged(item, listCount: 1))

        XCTAssertEqual(output.writes.count, 1)
        XCTAssertEqual(output.writes.first?.split(separator: "\n").count, 3)
    }

    private final class WriteCountingOutput: TextOutput {
        private(set) var writes = [String]()

        func write(_ text: String) {
            writes.append(text)
        }
    }
}
