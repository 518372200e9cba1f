import FeedPresentation
import FeedScreens
import Foundation
import ImageDecoding
import TestSupport
import XCTest

/// A line about the list (a failure, an offline copy, what a check found) said while cells still
/// wait for their pictures comes under them, once they are shown.
final class ListScreenLinesUnderHeldCellsTests: XCTestCase {
    func test_loadFailure_whileCellsWaitForTheirPictures_isReportedUnderThem() {
        let (sut, renderer, source) = makeListScreen(showingCellsOf: ["a", "b"])
        sut.display(source)

        sut.display(ResourceErrorViewModel.error(message: "an error"))
        XCTAssertEqual(renderer.events, [], "Expected nothing said while the cells are held")
        source.made(at: 1)[0].cell?.display(loaded)
        source.made(at: 0)[0].cell?.display(loaded)

        XCTAssertEqual(
            renderer.events,
            [
                .items([item(1, "a"), item(2, "b")], listCount: 2),
                .loadFailed(.error(message: "an error")),
            ])
    }

    func test_loadFailure_withEveryCellShown_isReportedAtOnce() {
        let (sut, renderer, source) = makeListScreen(showingCellsOf: ["a"])
        sut.display(source)
        source.made(at: 0)[0].cell?.display(loaded)

        sut.display(ResourceErrorViewModel.error(message: "an error"))

        XCTAssertEqual(renderer.events.last, .loadFailed(.error(message: "an error")))
    }

    func test_offlineCopy_namedOverCellsStillHeld_isReportedBetweenThemAndTheCopysCells() {
        let (sut, renderer, source) = makeListScreen(showingCellsOf: ["live"])
        let offline = OfflineFeedViewModel(message: "offline", savedAt: Date(timeIntervalSince1970: 1))
        sut.display(source)

        sut.display(FeedOriginViewModel.offline(offline))
        source.descriptions += ["saved"]
        sut.display(source, footer: LoadMoreCellController(callback: nil))
        source.made(at: 1)[0].cell?.display(loaded)
        source.made(at: 0)[0].cell?.display(loaded)

        XCTAssertEqual(
            renderer.events,
            [
                .items([item(1, "live")], listCount: 2), .offlineFeed(offline),
                .items([item(2, "saved")], listCount: 2), .listEnd(hasMore: false),
            ])
    }

    func test_displayChecked_whileCellsWaitForTheirPictures_saysWhatItFoundAboveTheNewItems() {
        let (sut, renderer, source) = makeListScreen(showingCellsOf: ["a"])
        let checkedAt = Date(timeIntervalSince1970: 1_000)
        sut.keepsNumbers = true
        sut.display(source)

        source.descriptions += ["b"]
        sut.displayChecked(source, newItems: 1, checkedAt: checkedAt)
        source.made(at: 0)[0].cell?.display(loaded)
        source.made(at: 1)[0].cell?.display(loaded)

        XCTAssertEqual(
            renderer.events,
            [
                .items([item(1, "a")], listCount: 2), .checked(newItems: 1, checkedAt: checkedAt),
                .items([item(2, "b")], listCount: 2),
            ])
    }

    func test_linesHeld_areReportedWhenTheUserStopsLoading_underTheCellsShownAsStopped() {
        let (sut, renderer, source) = makeListScreen(showingCellsOf: ["a"])
        sut.display(source)
        sut.display(ResourceErrorViewModel.error(message: "an error"))

        sut.stopLoading()

        XCTAssertEqual(
            renderer.events,
            [
                .items([item(1, "a", .stopped)], listCount: 1), .loadFailed(.error(message: "an error")),
                .notice(.stoppedLoading),
            ])
    }

    // MARK: - Helpers

    private let loaded = LoadedImage(info: ImageInfo(format: .png, width: 1, height: 2))

    private func item(_ number: Int, _ description: String, _ state: ListItem.ImageState? = nil) -> ListItem {
        let viewModel = FeedImageViewModel(description: description, location: nil)
        return ListItem(number: number, content: .image(viewModel, state ?? .loaded(loaded)))
    }
}
