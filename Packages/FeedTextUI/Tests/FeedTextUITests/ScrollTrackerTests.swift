import FeedPresentation
import FeedScreens
import FeedTextUI
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
