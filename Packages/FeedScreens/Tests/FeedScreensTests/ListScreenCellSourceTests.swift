import FeedPresentation
import FeedScreens
import Foundation
import ImageDecoding
import TestSupport
import XCTest

/// A list screen given its cells by a source keeps a cell only for the entries that need one, and
/// shows and acts on the others as if it had kept theirs.
final class ListScreenCellSourceTests: XCTestCase {
    func test_display_makesOnlyTheCellsWithinTheLookahead() {
        let (sut, _, source) = makeListScreen(showingCellsOf: ["a", "b", "c"], lookahead: 2)

        sut.display(source)

        XCTAssertEqual(source.made.map(\.index), [0, 1])
        XCTAssertEqual(source.made.map { $0.images.messages }, [[.request], [.request]])
    }

    func test_display_releasesCellsOfShownSettledItems() {
        let (sut, renderer, source) = makeListScreen(showingCellsOf: ["a", "b", "c"])
        sut.display(source, footer: LoadMoreCellController(callback: nil))

        source.made(at: 0)[0].cell?.display(loaded)
        source.made(at: 2)[0].cell?.display(ResourceErrorViewModel.error(message: "any"))

        XCTAssertEqual(source.aliveIndices, [1, 2], "Expected only the first, shown and settled, let go of")
        XCTAssertEqual(renderer.events, [.items([item(1, "a", .loaded(loaded))], listCount: 3)])

        source.made(at: 1)[0].cell?.display(loaded)

        XCTAssertEqual(source.aliveIndices, [])
        XCTAssertEqual(source.made.count, 3, "Expected no cell made again to be shown")
        XCTAssertEqual(
            renderer.events.suffix(2),
            [
                .items([item(2, "b", .loaded(loaded)), item(3, "c", .failed(reason: nil))], listCount: 3),
                .listEnd(hasMore: false),
            ])
    }

    func test_display_ofAListWhoseImagesAllFailAtOnce_keepsNoMoreCellsThanItLoadsAhead() {
        let (sut, renderer, source) = makeListScreen(showingCellsOf: Array(repeating: "a", count: 300), lookahead: 4)
        source.failsAtOnce = true

        sut.display(source, footer: LoadMoreCellController(callback: nil))

        XCTAssertLessThanOrEqual(
            source.mostAlive, 2 * 4, "Expected the cells shown let go of as they are shown, not once all are")
        XCTAssertEqual(source.aliveIndices, [])
        XCTAssertEqual(renderer.events.last, .listEnd(hasMore: false))
        XCTAssertEqual(
            renderer.events.flatMap { if case let .items(items, _) = $0 { items } else { [] } }.count, 300)
    }

    func test_display_keepsTheCellOfAnItemShownWhileLoading_untilItSettles() {
        let timer = ItemHoldTimerSpy()
        let (sut, renderer, source) = makeListScreen(showingCellsOf: ["a", "b"], holdTimer: timer)
        sut.display(source)
        timer.expire()
        XCTAssertEqual(source.aliveIndices, [0, 1])

        source.made(at: 0)[0].cell?.display(loaded)
        source.made(at: 1)[0].cell?.display(loaded)

        XCTAssertEqual(
            renderer.events.suffix(2),
            [
                .itemChanged(item(1, "a", .loaded(loaded)), listCount: 2),
                .itemChanged(item(2, "b", .loaded(loaded)), listCount: 2),
            ])
        XCTAssertEqual(source.aliveIndices, [])
    }

    func test_displayingTheSameSourceGrown_showsOnlyTheNewItemsNumberedOn_withoutRemakingTheShownOnes() {
        let (sut, renderer, source) = makeListScreen(showingCellsOf: ["a"])
        sut.display(source, footer: LoadMoreCellController(callback: {}))
        source.made(at: 0)[0].cell?.display(loaded)

        source.descriptions.append("b")
        sut.display(source, footer: LoadMoreCellController(callback: nil))
        source.made(at: 1)[0].cell?.display(loaded)

        XCTAssertEqual(source.made.map(\.index), [0, 1])
        XCTAssertEqual(
            renderer.events.suffix(2),
            [.items([item(2, "b", .loaded(loaded))], listCount: 2), .listEnd(hasMore: false)])
    }

    func test_refresh_ofAListThatKeepsNumbers_reloadsWithoutShowingTheListAgainOrStoppingItsLoads() {
        let (sut, renderer, source) = makeListScreen(showingCellsOf: ["a"])
        var refreshes = 0
        sut.onRefresh = { refreshes += 1 }
        sut.keepsNumbers = true
        sut.display(source)
        let eventsShown = renderer.events.count

        sut.refresh()
        sut.display(ResourceLoadingViewModel(isLoading: true))

        XCTAssertEqual(refreshes, 1)
        XCTAssertEqual(renderer.events.count, eventsShown, "Expected no title, no loading, no list again")
        XCTAssertEqual(source.aliveIndices, [0], "Expected the item's image still loading")
    }

    func test_displayChecked_saysWhatTheCheckFound_thenShowsOnlyTheNewItemsNumberedOn_withoutTheEndAgain() {
        let (sut, renderer, source) = makeListScreen(showingCellsOf: ["a"])
        let checkedAt = Date(timeIntervalSince1970: 1_000)
        sut.keepsNumbers = true
        sut.display(source, footer: LoadMoreCellController(callback: {}))
        source.made(at: 0)[0].cell?.display(loaded)
        let eventsShown = renderer.events.count

        source.descriptions += ["b", "c"]
        sut.displayChecked(source, newItems: 2, checkedAt: checkedAt)
        source.made(at: 1)[0].cell?.display(loaded)
        source.made(at: 2)[0].cell?.display(loaded)

        XCTAssertEqual(source.made.map(\.index), [0, 1, 2], "Expected the shown item not made again")
        XCTAssertEqual(
            Array(renderer.events.dropFirst(eventsShown)),
            [
                .checked(newItems: 2, checkedAt: checkedAt),
                .items([item(2, "b", .loaded(loaded))], listCount: 3),
                .items([item(3, "c", .loaded(loaded))], listCount: 3),
            ])
    }

    func test_displayChecked_withNothingNew_saysSoInOneLine() {
        let (sut, renderer, source) = makeListScreen(showingCellsOf: ["a"])
        let checkedAt = Date(timeIntervalSince1970: 1_000)
        sut.display(source)
        source.made(at: 0)[0].cell?.display(loaded)
        let eventsShown = renderer.events.count

        sut.displayChecked(source, newItems: 0, checkedAt: checkedAt)

        XCTAssertEqual(Array(renderer.events.dropFirst(eventsShown)), [.checked(newItems: 0, checkedAt: checkedAt)])
    }

    func test_display_reportsAShownItemsLaterChange_numberedAsItWasShown_whenTheListGrewInBetween() {
        let timer = ItemHoldTimerSpy()
        let (sut, renderer, source) = makeListScreen(showingCellsOf: ["a", "b"], holdTimer: timer)
        sut.display(source)
        source.descriptions += (3...10).map { "item \($0)" }
        sut.display(source)
        timer.expire()

        source.made(at: 0)[0].cell?.display(loaded)

        XCTAssertTrue(
            renderer.events.contains { if case let .items(items, 10) = $0 { items.first?.number == 1 } else { false } },
            "Expected the item shown as one of 10: \(renderer.events)")
        XCTAssertEqual(renderer.events.last, .itemChanged(item(1, "a", .loaded(loaded)), listCount: 10))
    }

    func test_retry_remakesTheCellOfAReleasedItem() {
        let (sut, renderer, source) = makeListScreen(showingCellsOf: ["a"])
        sut.display(source)
        source.made(at: 0)[0].cell?.display(ResourceErrorViewModel.error(message: "any"))
        XCTAssertEqual(source.aliveIndices, [])

        sut.retry(number: 1)
        source.made(at: 0)[1].cell?.display(loaded)

        XCTAssertNotNil(source.made(at: 0)[1].released, "Expected it made from what was kept of it")
        XCTAssertEqual(source.made(at: 0)[1].images.messages, [.request])
        XCTAssertEqual(
            renderer.events.suffix(2),
            [
                .itemChanged(item(1, "a", .loading), listCount: 1),
                .itemChanged(item(1, "a", .loaded(loaded)), listCount: 1),
            ])
    }

    func test_retry_ofAReleasedLoadedItem_saysThereIsNothingToRetryAndKeepsNoCell() {
        let (sut, renderer, source) = makeListScreen(showingCellsOf: ["a"])
        sut.display(source)
        source.made(at: 0)[0].cell?.display(loaded)

        sut.retry(number: 1)

        XCTAssertEqual(renderer.events.last, .notice(.nothingToRetry(item: 1)))
        XCTAssertEqual(source.made(at: 0).map { $0.images.messages }, [[.request], []])
        XCTAssertEqual(source.aliveIndices, [])
    }

    func test_back_makesNoCellAgainForTheItemsAbove() {
        let (sut, renderer, source) = makeListScreen(showingCellsOf: ["a", "b", "c"])
        sut.display(source)
        source.made(at: 0)[0].cell?.display(LoadedImage(info: loaded.info, thumbnail: ["▀▀"]))
        source.made(at: 1)[0].cell?.display(loaded)
        source.made(at: 2)[0].cell?.display(ResourceErrorViewModel.error(message: "any"))
        XCTAssertEqual(source.aliveIndices, [])
        let (eventsBeforeBack, cellsBeforeBack) = (renderer.events.count, source.made.count)

        sut.hide()
        sut.showAgain()

        XCTAssertEqual(source.made.count, cellsBeforeBack, "Expected no cell made again")
        XCTAssertEqual(Array(renderer.events[eventsBeforeBack...]), [.notice(.backToList(title: "any", itemsAbove: 3))])
        XCTAssertEqual(source.aliveIndices, [])
    }

    func test_stopLoading_showsEveryItemStopped_andKeepsNoCellOfThoseNotMade() {
        let (sut, renderer, source) = makeListScreen(showingCellsOf: ["a", "b", "c"], lookahead: 1)
        sut.display(source)

        sut.stopLoading()

        XCTAssertEqual(source.made(at: 0)[0].images.messages, [.request, .cancel])
        XCTAssertEqual(
            renderer.events,
            [
                .items([item(1, "a", .stopped), item(2, "b", .stopped), item(3, "c", .stopped)], listCount: 3),
                .notice(.stoppedLoading),
            ])
        XCTAssertEqual(source.aliveIndices, [])

        sut.retry(number: 3)

        XCTAssertEqual(source.made(at: 2).last?.images.messages, [.request])
        XCTAssertEqual(renderer.events.last, .itemChanged(item(3, "c", .loading), listCount: 3))
    }

    func test_select_ofAReleasedItem_opensItsItem() {
        let (sut, _, source) = makeListScreen(showingCellsOf: ["a", "b"])
        sut.display(source)
        source.made(at: 0)[0].cell?.display(loaded)

        sut.select(number: 1)

        XCTAssertEqual(source.selected, [1])
        XCTAssertEqual(source.aliveIndices, [1])
    }

    func test_displayingAnotherSource_replacesTheList() {
        let (sut, renderer, source) = makeListScreen(showingCellsOf: ["a"])
        sut.display(source)
        source.made(at: 0)[0].cell?.display(loaded)
        let other = CellSourceSpy(["z"])
        trackForMemoryLeaks(other)

        sut.display(other)
        other.made(at: 0)[0].cell?.display(loaded)

        XCTAssertEqual(renderer.events.last, .items([item(1, "z", .loaded(loaded))], listCount: 1))
        XCTAssertEqual(source.aliveIndices, [])
    }

    // MARK: - Helpers

    private let loaded = LoadedImage(info: ImageInfo(format: .png, width: 1, height: 2))

    private func item(_ number: Int, _ description: String, _ state: ListItem.ImageState) -> ListItem {
        ListItem(number: number, content: .image(FeedImageViewModel(description: description, location: nil), state))
    }
}
