import FeedPresentation
import FeedScreens
import FeedTextUI
import TestSupport
import TextUITestSupport
import XCTest

/// How a list screen grows, is left and shown again, and acts on its numbered entries.
final class ListScreenNavigationTests: XCTestCase {
    func test_displayingMoreOfTheSameCells_printsOnlyTheNewOnesNumberedOn() {
        let (sut, output) = makeSUT()
        let firstPage = cells(2)
        let nextPage = firstPage + cells(2)
        sut.display(firstPage, footer: LoadMoreCellController(callback: {}))
        let printed = output.text

        sut.display(nextPage, footer: LoadMoreCellController(callback: nil))

        XCTAssertEqual(
            String(output.text.dropFirst(printed.count)),
            "3. cell\n4. cell\nNo more items.\n")
    }

    func test_displayAfterRefresh_printsEveryCellEvenWhenTheyAreTheSame() {
        let (sut, output) = makeSUT()
        let page = cells(2)
        sut.display(page)
        sut.refresh()
        let printed = output.text

        sut.display(page)

        XCTAssertEqual(String(output.text.dropFirst(printed.count)), "1. cell\n2. cell\n")
    }

    func test_loadMore_asksTheFooterAndHintsWhenThereIsNothingMore() {
        let (sut, output) = makeSUT()
        var loadMoreCount = 0
        sut.loadMore()
        sut.display(cells(1), footer: LoadMoreCellController(callback: { loadMoreCount += 1 }))

        sut.loadMore()
        XCTAssertEqual(loadMoreCount, 1)

        sut.display(cells(1), footer: LoadMoreCellController(callback: nil))
        sut.loadMore()
        XCTAssertEqual(loadMoreCount, 1)
        XCTAssertEqual(output.lines.first, "No more items.")
        XCTAssertEqual(output.lines.suffix(2), ["No more items.", ""])
    }

    func test_loadMoreFooter_printsLoadingAndErrorWithHowToRetry() {
        let (sut, output) = makeSUT()
        let footer = LoadMoreCellController(callback: {})
        sut.display(cells(1), footer: footer)

        footer.display(ResourceLoadingViewModel(isLoading: true))
        footer.display(ResourceErrorViewModel.error(message: "Couldn't connect to server"))

        XCTAssertEqual(
            output.lines,
            [
                "1. cell", "Type “more” to load more.", "Loading more…",
                "Couldn't connect to server — type “more” to try again.", "",
            ])
    }

    func test_select_opensTheCellOrHints() {
        let (sut, output) = makeSUT()
        let notOpenable = CellSpy(opens: false)
        let opened = CellSpy()
        sut.display([notOpenable, opened])

        sut.select(number: 2)
        sut.select(number: 1)
        sut.select(number: 3)

        XCTAssertEqual(opened.selectCount, 1)
        XCTAssertEqual(
            output.lines.suffix(3),
            ["Item 1 has nothing to open.", "There is no item 3; items are numbered 1 to 2.", ""])
    }

    func test_hiddenScreen_printsNothing_andShownAgainSaysItsItemsAreAboveWithoutPrintingThemAgain() {
        let (sut, output) = makeSUT()
        var hideCount = 0
        sut.onHide = { hideCount += 1 }
        let page = cells(2)
        sut.display(page)

        sut.hide()
        let printedBeforeHiding = output.text
        sut.display(ResourceLoadingViewModel(isLoading: true))
        sut.display(ResourceErrorViewModel.error(message: "an error"))
        XCTAssertEqual(output.text, printedBeforeHiding, "Expected a hidden screen to print nothing")
        XCTAssertEqual(hideCount, 1)
        XCTAssertTrue(page.allSatisfy { $0.endDisplayingCount == 1 })

        sut.showAgain()
        XCTAssertEqual(
            String(output.text.dropFirst(printedBeforeHiding.count)), "Back to “Title”: items 1–2 are above.\n")
    }

    func test_navigator_pushHidesTheCurrentScreenAndBackShowsItAgain() {
        let output = TextBuffer()
        let root = ListScreen(title: "Root", renderer: TextScreenRenderer(output: output, style: .plain))
        let pushed = ListScreen(title: "Pushed", renderer: TextScreenRenderer(output: output, style: .plain))
        var pushedLoads = 0
        pushed.onRefresh = { pushedLoads += 1 }
        var pushedHides = 0
        pushed.onHide = { pushedHides += 1 }
        let sut = ScreenNavigator(root: root, renderer: TextScreenRenderer(output: output, style: .plain))
        trackForMemoryLeaks(sut)

        sut.back()
        XCTAssertEqual(output.lines.first, "You are on the feed already.")

        sut.push(pushed)
        XCTAssertTrue(sut.current === pushed)
        XCTAssertEqual(pushedLoads, 1)

        sut.back()
        XCTAssertTrue(sut.current === root)
        XCTAssertEqual(pushedHides, 1)
        XCTAssertEqual(output.lines.suffix(3), ["Root", "Nothing here yet.", ""])
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (ListScreen, TextBuffer) {
        let output = TextBuffer()
        let sut = ListScreen(title: "Title", renderer: TextScreenRenderer(output: output, style: .plain))
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(output, file: file, line: line)
        return (sut, output)
    }

    private func cells(_ count: Int) -> [CellSpy] {
        (0..<count).map { _ in CellSpy() }
    }

    private final class CellSpy: CellController {
        private let opens: Bool
        private(set) var selectCount = 0
        private(set) var endDisplayingCount = 0

        init(opens: Bool = true) {
            self.opens = opens
        }

        /// Shown as one line, "N. cell".
        let content = ListItem.Content.image(FeedImageViewModel(description: "cell", location: nil), .notRequested)

        func didEndDisplaying() {
            endDisplayingCount += 1
        }

        func select(in context: CellContext) -> Bool {
            selectCount += 1
            return opens
        }
    }
}
