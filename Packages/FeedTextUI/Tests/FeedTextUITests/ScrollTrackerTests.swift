import FeedPresentation
import FeedScreens
import FeedTextUI
import ImageDecoding
import TestSupport
import XCTest

/// Items leave a terminal of `rows` rows (one of them the prompt's) once as many lines followed
/// their last line as the rest of the screen holds.
final class ScrollTrackerTests: XCTestCase {
    func test_items_areReportedOnceTheirLastLineHasScrolledOutOfSight() {
        let (renderer, scrolledAway) = makeSUT(rows: 5)

        renderer.render(.title("Feed"))
        renderer.render(.items([item(1), item(2)], listCount: 4))
        XCTAssertEqual(scrolledAway.numbers, [], "5 lines so far: item 1's end is 3 lines up")

        renderer.render(.items([item(3)], listCount: 4))
        XCTAssertEqual(scrolledAway.numbers, [1], "item 1's last line is 4 lines up, above the prompt's row")

        renderer.render(.notice(.noMoreItems))
        renderer.render(.items([item(4)], listCount: 4))
        XCTAssertEqual(scrolledAway.numbers, [1, 2], "item 3 ends 2 lines up: still in sight")
    }

    func test_aNewScreen_forgetsTheItemsOfTheOneBefore() {
        let (renderer, scrolledAway) = makeSUT(rows: 3)
        renderer.render(.title("Feed"))
        renderer.render(.items([item(1)], listCount: 1))

        renderer.render(.title("Comments"))
        renderer.render(.emptyList)
        renderer.render(.emptyList)

        XCTAssertEqual(scrolledAway.numbers, [])
    }

    func test_aPictureProtocolThumbnail_countsTheRowsItCoversNotItsOneLine() {
        let (renderer, scrolledAway) = makeSUT(rows: 6)
        renderer.render(.title("Feed"))
        renderer.render(.items([item(1)], listCount: 2))

        let kitty = LoadedImage(
            info: ImageInfo(format: .png, width: 2, height: 4), thumbnail: ["\u{1B}_Ga=T;AAAA\u{1B}\\"],
            thumbnailRows: 4)
        renderer.render(
            .itemChanged(
                ListItem(
                    number: 2, content: .image(FeedImageViewModel(description: "a", location: nil), .loaded(kitty))),
                listCount: 2))

        XCTAssertEqual(scrolledAway.numbers, [1], "item 1 ends 2 + 4 rows up, above the 5 rows in sight")
    }

    // MARK: - Helpers

    private final class ScrolledAwaySpy {
        var numbers = [Int]()
    }

    private func makeSUT(rows: Int, file: StaticString = #filePath, line: UInt = #line)
        -> (TextScreenRenderer, ScrolledAwaySpy)
    {
        let tracker = ScrollTracker(output: TextBuffer(), rows: { rows })
        let spy = ScrolledAwaySpy()
        tracker.onItemScrolledAway = { [spy] in spy.numbers.append($0) }
        let renderer = TextScreenRenderer(output: tracker, style: .plain, scrolling: tracker)
        trackForMemoryLeaks(tracker, file: file, line: line)
        trackForMemoryLeaks(renderer, file: file, line: line)
        return (renderer, spy)
    }

    /// Two lines: the description, then the location.
    private func item(_ number: Int) -> ListItem {
        ListItem(number: number, content: .image(FeedImageViewModel(description: "a", location: "b"), .notRequested))
    }
}
