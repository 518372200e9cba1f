import FeedPresentation
import FeedScreens
import TestSupport
import XCTest

/// `view N`: item N's picture at the terminal's size, asked of whoever loads it; the list stays
/// where it was.
final class ViewCommandTests: XCTestCase {
    func test_parse_recognizesViewWithAnItemNumber() {
        XCTAssertEqual(CommandParser.parse("view 3"), .command(.view(3)))
        XCTAssertEqual(CommandParser.parse("  VIEW   12 "), .command(.view(12)))
    }

    func test_parse_deliversMissingNumberOnViewWithoutAValidItemNumber() {
        for line in ["view", "view 0", "view -1", "view x", "view 1 2", "view 1.5"] {
            XCTAssertEqual(CommandParser.parse(line), .missingNumber(command: "view"), line)
        }
    }

    func test_parse_suggestsViewOnATypo() {
        XCTAssertEqual(CommandParser.parse("veiw 3"), .unknown("veiw 3", suggestion: "view"))
    }

    func test_commandNames_includeView() {
        XCTAssertTrue(CommandParser.commandNames.contains("view"))
    }

    func test_view_asksTheFeedCellsViewerForItsNumberAndTheListsCount_andLoadsNothingElse() {
        let (sut, renderer) = makeSUT()
        var viewed = [(Int, Int)]()
        let images = ImageLoadSpy()
        let cells = (1...3).map { number in
            FeedImageCellController(
                viewModel: FeedImageViewModel(description: "\(number)", location: nil), delegate: images,
                viewing: { viewed.append(($0, $1)) })
        }
        sut.display(cells)
        let eventsBefore = renderer.events

        sut.view(number: 2)

        XCTAssertEqual(viewed.map(\.0), [2])
        XCTAssertEqual(viewed.map(\.1), [3])
        XCTAssertEqual(images.messages, [.request, .request, .request], "the thumbnails' loads alone")
        XCTAssertEqual(renderer.events, eventsBefore, "the list stays as it was")
    }

    func test_view_ofAnEntryWithoutAPicture_saysSo() {
        let (sut, renderer) = makeSUT()
        sut.display([
            ImageCommentCellController(viewModel: ImageCommentViewModel(message: "m", date: "d", username: "u"))
        ])

        sut.view(number: 1)

        XCTAssertEqual(renderer.events.last, .notice(.nothingToView(item: 1)))
    }

    func test_view_ofAnItemOutOfRange_orWithNoItems_saysSo() {
        let (empty, emptyRenderer) = makeSUT()
        empty.display([CellController]())
        empty.view(number: 1)
        XCTAssertEqual(emptyRenderer.events.last, .notice(.noItems))

        let (sut, renderer) = makeSUT()
        sut.display([
            ImageCommentCellController(viewModel: ImageCommentViewModel(message: "m", date: "d", username: "u"))
        ])
        sut.view(number: 5)
        XCTAssertEqual(renderer.events.last, .notice(.noSuchItem(5, itemCount: 1)))
    }

    func test_navigatorPerformingView_viewsOnTheScreenInFront() {
        let (screen, renderer) = makeSUT()
        var viewed = [Int]()
        screen.display([
            FeedImageCellController(
                viewModel: FeedImageViewModel(description: "a", location: nil), delegate: ImageLoadSpy(),
                viewing: { number, _ in viewed.append(number) })
        ])
        let navigator = ScreenNavigator(root: screen, renderer: renderer)

        navigator.perform(.view(1))

        XCTAssertEqual(viewed, [1])
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (ListScreen, ScreenRendererSpy) {
        let renderer = ScreenRendererSpy()
        let sut = ListScreen(title: "any", renderer: renderer)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(renderer, file: file, line: line)
        return (sut, renderer)
    }
}
