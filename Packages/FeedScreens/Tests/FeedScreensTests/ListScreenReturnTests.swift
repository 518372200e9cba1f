import FeedPresentation
import FeedScreens
import ImageDecoding
import TestSupport
import XCTest

/// A list screen shown again after another one (`back`): what it showed is above, in the
/// terminal's scrollback, so it says where, shows nothing again, and goes on with what leaving stopped.
final class ListScreenReturnTests: XCTestCase {
    func test_showAgain_saysWhereTheItemsShownAreAndShowsNoneOfThemAgain() {
        let (sut, renderer) = makeSUT(title: "My Feed")
        let cells = ["a", "b", "c"].map { feedCell($0) }
        sut.display(cells.map(\.cell), footer: LoadMoreCellController(callback: {}))
        cells.forEach { $0.cell.display(loaded) }
        let eventsBeforeLeaving = renderer.events.count

        sut.hide()
        sut.showAgain()

        XCTAssertEqual(
            Array(renderer.events[eventsBeforeLeaving...]), [.notice(.backToList(title: "My Feed", itemsAbove: 3))])
        XCTAssertEqual(
            cells.map(\.images.messages), [[.request], [.request], [.request]], "Expected no image loaded again")
    }

    func test_showAgain_loadsAgainAnImageThatLeavingStopped_andReportsItUnderItsNumber() {
        let timer = ItemHoldTimerSpy()
        let (sut, renderer) = makeSUT(holdTimer: timer)
        let (cell, images) = feedCell("a")
        sut.display([cell])
        timer.expire()
        sut.hide()
        let eventsBeforeReturning = renderer.events.count

        sut.showAgain()
        cell.display(loaded)

        XCTAssertEqual(images.messages, [.request, .cancel, .request])
        XCTAssertEqual(
            Array(renderer.events[eventsBeforeReturning...]),
            [
                .notice(.backToList(title: "any", itemsAbove: 1)),
                .itemChanged(ListItem(number: 1, content: .image(viewModel("a"), .loading)), listCount: 1),
                .itemChanged(ListItem(number: 1, content: .image(viewModel("a"), .loaded(loaded))), listCount: 1),
            ])
    }

    func test_showAgain_showsTheItemsNotShownBeforeLeavingAfterTheOnesAbove() {
        let (sut, renderer) = makeSUT()
        let cells = ["a", "b"].map { feedCell($0) }
        sut.display(cells.map(\.cell), footer: LoadMoreCellController(callback: nil))
        cells[0].cell.display(loaded)
        sut.hide()
        let eventsBeforeReturning = renderer.events.count

        sut.showAgain()
        cells[1].cell.display(loaded)

        XCTAssertEqual(cells[1].images.messages, [.request, .cancel, .request])
        XCTAssertEqual(
            Array(renderer.events[eventsBeforeReturning...]),
            [
                .notice(.backToList(title: "any", itemsAbove: 1)),
                .items([ListItem(number: 2, content: .image(viewModel("b"), .loaded(loaded)))], listCount: 2),
                .listEnd(hasMore: false),
            ])
    }

    func test_showAgain_beforeAnyItemWasShown_showsTheListWhole() {
        let (sut, renderer) = makeSUT(title: "My Feed")
        let (cell, _) = feedCell("a")
        sut.display([cell])
        sut.hide()
        let eventsBeforeReturning = renderer.events.count

        sut.showAgain()
        cell.display(loaded)

        XCTAssertEqual(
            Array(renderer.events[eventsBeforeReturning...]),
            [
                .title("My Feed"),
                .items([ListItem(number: 1, content: .image(viewModel("a"), .loaded(loaded)))], listCount: 1),
            ])
    }

    // MARK: - Helpers

    private func makeSUT(
        title: String = "any", holdTimer: ItemHoldTimerSpy? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> (ListScreen, ScreenRendererSpy) {
        let renderer = ScreenRendererSpy()
        let sut = ListScreen(title: title, renderer: renderer, holdTimer: holdTimer)
        holdTimer?.screen = sut
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(renderer, file: file, line: line)
        return (sut, renderer)
    }

    private let loaded = LoadedImage(info: ImageInfo(format: .png, width: 1, height: 2))

    /// A feed cell whose loader reports that it started loading when asked, as a real one does.
    private func feedCell(_ description: String) -> (cell: FeedImageCellController, images: ImageLoadSpy) {
        let images = ImageLoadSpy()
        let cell = FeedImageCellController(viewModel: viewModel(description), delegate: images)
        images.onRequest = { [weak cell] in cell?.display(ResourceLoadingViewModel(isLoading: true)) }
        return (cell, images)
    }

    private func viewModel(_ description: String) -> FeedImageViewModel {
        FeedImageViewModel(description: description, location: nil)
    }
}
