import FeedPresentation
import FeedScreens
import Foundation
import ImageDecoding
import TestSupport
import XCTest

/// What a list screen reports to its front, whatever the front.
final class ListScreenTests: XCTestCase {
    func test_loading_reportsTheTitleThenLoadingAndNothingWhenItEnds() {
        let (sut, renderer) = makeSUT(title: "My Feed")

        sut.display(ResourceLoadingViewModel(isLoading: true))
        sut.display(ResourceLoadingViewModel(isLoading: false))

        XCTAssertEqual(renderer.events, [.title("My Feed"), .loading])
    }

    func test_display_reportsTheCellsNumberedWithTheListCountAndTheEndOfTheList() {
        let (sut, renderer) = makeSUT()

        sut.display([comment("a"), comment("b")], footer: LoadMoreCellController(callback: {}))

        XCTAssertEqual(
            renderer.events,
            [.items([item(1, comment: "a"), item(2, comment: "b")], listCount: 2), .listEnd(hasMore: true)])
    }

    func test_displayingAGrowingList_reportsOnlyTheNewCellsNumberedOn() {
        let (sut, renderer) = makeSUT()
        let first = [comment("a")]
        sut.display(first, footer: LoadMoreCellController(callback: {}))

        sut.display(first + [comment("b")], footer: LoadMoreCellController(callback: nil))

        XCTAssertEqual(
            renderer.events.suffix(2), [.items([item(2, comment: "b")], listCount: 2), .listEnd(hasMore: false)])
    }

    func test_display_reportsAnEmptyListAndAFailedLoad() {
        let (sut, renderer) = makeSUT()

        sut.display([CellController]())
        sut.display(ResourceErrorViewModel.error(message: "an error"))
        sut.display(ResourceErrorViewModel.noError)

        XCTAssertEqual(renderer.events, [.emptyList, .loadFailed(.error(message: "an error"))])
    }

    func test_displayingTheOfflineFeed_reportsItIsOfflineBeforeTheItems_andNotAgainOnReturningToThem() {
        let (sut, renderer) = makeSUT(title: "My Feed")
        let offline = OfflineFeedViewModel(message: "offline", savedAt: Date(timeIntervalSince1970: 1))
        let first = [comment("a")]

        sut.display(ResourceLoadingViewModel(isLoading: true))
        sut.display(FeedOriginViewModel.offline(offline))
        sut.display(first, footer: LoadMoreCellController(callback: {}))
        sut.display(first + [comment("b")])
        sut.hide()
        sut.showAgain()

        XCTAssertEqual(
            renderer.events,
            [
                .title("My Feed"), .loading, .offlineFeed(offline), .items([item(1, comment: "a")], listCount: 1),
                .listEnd(hasMore: true),
                .items([item(2, comment: "b")], listCount: 2),
                .notice(.backToList(title: "My Feed", itemsAbove: 2)),
            ])
    }

    func test_displayingAnEmptyOfflineFeed_reportsItIsOfflineBeforeTheEmptyList() {
        let (sut, renderer) = makeSUT()
        let offline = OfflineFeedViewModel(message: "offline", savedAt: Date(timeIntervalSince1970: 1))

        sut.display(FeedOriginViewModel.offline(offline))
        sut.display([CellController]())

        XCTAssertEqual(renderer.events, [.offlineFeed(offline), .emptyList])
    }

    func test_displayingALiveFeedAfterTheOfflineOne_reportsNothingAboutBeingOffline() {
        let (sut, renderer) = makeSUT()
        let offline = OfflineFeedViewModel(message: "offline", savedAt: Date(timeIntervalSince1970: 1))
        sut.display(FeedOriginViewModel.offline(offline))
        sut.display([comment("cached")])
        sut.refresh()
        let eventsBeforeLiveFeed = renderer.events.count

        sut.display(FeedOriginViewModel.live)
        sut.display([comment("live")])
        sut.hide()
        sut.showAgain()

        XCTAssertEqual(
            Array(renderer.events[eventsBeforeLiveFeed...]),
            [
                .items([item(1, comment: "live")], listCount: 1),
                .notice(.backToList(title: "any", itemsAbove: 1)),
            ])
    }

    func test_actingOnAnItem_reportsWhyNothingHappened() {
        let (sut, renderer) = makeSUT()
        sut.retry(number: 1)
        sut.display([comment("a")])

        sut.retry(number: 1)
        sut.select(number: 1)
        sut.select(number: 2)
        sut.loadMore()

        XCTAssertEqual(
            renderer.events.filter { if case .notice = $0 { true } else { false } },
            [
                .notice(.noItems), .notice(.nothingToRetry(item: 1)), .notice(.nothingToOpen(item: 1)),
                .notice(.noSuchItem(2, itemCount: 1)), .notice(.noMoreItems),
            ])
    }

    func test_display_holdsACellWhoseImageIsLoadingAndTheCellsAfterIt_thenShowsThemWithTheirImagesInOrder() {
        let (sut, renderer) = makeSUT()
        let (first, firstImages) = feedCell("first")
        let (second, _) = feedCell("second")

        sut.display([comment("a"), first, second], footer: LoadMoreCellController(callback: nil))
        second.display(loaded)
        XCTAssertEqual(renderer.events, [.items([item(1, comment: "a")], listCount: 3)])

        first.display(loaded)

        XCTAssertEqual(firstImages.messages, [.request])
        XCTAssertEqual(
            renderer.events,
            [
                .items([item(1, comment: "a")], listCount: 3),
                .items(
                    [
                        ListItem(number: 2, content: .image(viewModel("first"), .loaded(loaded))),
                        ListItem(number: 3, content: .image(viewModel("second"), .loaded(loaded))),
                    ], listCount: 3),
                .listEnd(hasMore: false),
            ])
    }

    func test_holdExpiring_showsTheCellsAskedToLoadAsTheyAre_andTheirImagesLaterAsChangesOfTheirItems() {
        let timer = ItemHoldTimerSpy()
        let (sut, renderer) = makeSUT(holdTimer: timer)
        let (cell, _) = feedCell("a")
        sut.display([cell])
        XCTAssertEqual(timer.messages, [.start])
        XCTAssertEqual(renderer.events, [])

        timer.expire()
        cell.display(loaded)

        XCTAssertEqual(
            renderer.events,
            [
                .items([ListItem(number: 1, content: .image(viewModel("a"), .loading))], listCount: 1),
                .itemChanged(ListItem(number: 1, content: .image(viewModel("a"), .loaded(loaded))), listCount: 1),
            ])
    }

    func test_holdExpiring_showsTheCellsOnlyWhileTheSpaceHasRoom_andTheNextOnesOnceAShownCellSettles() {
        let timer = ItemHoldTimerSpy()
        let space = ScreenSpaceSpy()
        let (sut, renderer) = makeSUT(holdTimer: timer, space: space)
        let cells = ["a", "b", "c"].map { feedCell($0) }
        sut.display(cells.map(\.cell))
        space.roomUpToItem = 1

        timer.expire()
        XCTAssertEqual(
            renderer.events, [.items([ListItem(number: 1, content: .image(viewModel("a"), .loading))], listCount: 3)],
            "Item 2 would push item 1's place off the screen")

        space.roomUpToItem = 3
        cells[0].cell.display(loaded)

        XCTAssertEqual(
            renderer.events.dropFirst(),
            [
                .itemChanged(ListItem(number: 1, content: .image(viewModel("a"), .loaded(loaded))), listCount: 3),
                .items(
                    [
                        ListItem(number: 2, content: .image(viewModel("b"), .loading)),
                        ListItem(number: 3, content: .image(viewModel("c"), .loading)),
                    ], listCount: 3),
            ])
    }

    func test_holdExpiring_givesUpThePendingPlacesOnlyAfterWaitingForRoomForMaxRoomWaitsHolds() {
        let timer = ItemHoldTimerSpy()
        let space = ScreenSpaceSpy()
        let (sut, renderer) = makeSUT(holdTimer: timer, space: space)
        let cells = ["a", "b"].map { feedCell($0) }
        sut.display(cells.map(\.cell))
        space.roomUpToItem = 1
        timer.expire()

        for _ in 1..<ListScreen.maxRoomWaits { timer.expire() }
        XCTAssertEqual(space.messages, [], "Still waiting for item 1's picture")

        space.roomUpToItem = 2
        timer.expire()

        XCTAssertEqual(space.messages, [.giveUpPendingPlaces])
        XCTAssertEqual(
            renderer.events.last, .items([ListItem(number: 2, content: .image(viewModel("b"), .loading))], listCount: 2)
        )
    }

    func test_holding_startsTheTimerAgainOnlyAfterTheListMovedOn() {
        let timer = ItemHoldTimerSpy()
        let (sut, _) = makeSUT(holdTimer: timer)
        let (first, _) = feedCell("a")
        let (second, _) = feedCell("b")
        sut.display([first, second])

        second.display(loaded)
        XCTAssertEqual(timer.messages, [.start], "Nothing moved: the wait goes on")

        first.display(loaded)
        XCTAssertEqual(timer.messages, [.start, .cancel], "Both shown: nothing is held")
        XCTAssertFalse(timer.isRunning)
    }

    func test_display_asksOnlyTheCellsWithinTheLookaheadToLoad_andMoreAsTheListMovesOn() {
        let (sut, _) = makeSUT(lookahead: 2)
        let cells = (1...4).map { feedCell("\($0)") }

        sut.display(cells.map(\.cell))
        XCTAssertEqual(cells.map(\.images.messages.count), [1, 1, 0, 0])

        cells[0].cell.display(loaded)
        XCTAssertEqual(cells.map(\.images.messages.count), [1, 1, 1, 0])
    }

    func test_aCellSettlingWhileItIsAskedToLoad_isShownInTheSamePass() {
        let (sut, renderer) = makeSUT()
        let images = ImageLoadSpy()
        let cell = FeedImageCellController(viewModel: viewModel("a"), delegate: images)
        images.onRequest = { [weak cell] in cell?.display(ResourceErrorViewModel.error(message: "any")) }

        sut.display([cell])

        XCTAssertEqual(
            renderer.events,
            [.items([ListItem(number: 1, content: .image(viewModel("a"), .failed(reason: nil)))], listCount: 1)])
    }

    func test_stopLoading_showsTheHeldCellsSayingTheyWereStopped_andAsksNoMoreToLoad() {
        let (sut, renderer) = makeSUT(lookahead: 1)
        let (first, firstImages) = feedCell("a")
        let (second, secondImages) = feedCell("b")
        sut.display([first, second])

        sut.stopLoading()

        XCTAssertEqual(firstImages.messages, [.request, .cancel])
        XCTAssertEqual(secondImages.messages, [])
        XCTAssertEqual(
            renderer.events,
            [
                .items(
                    [
                        ListItem(number: 1, content: .image(viewModel("a"), .stopped)),
                        ListItem(number: 2, content: .image(viewModel("b"), .stopped)),
                    ], listCount: 2),
                .notice(.stoppedLoading),
            ])
    }

    func test_retry_ofAStoppedImage_loadsItAgainAndReportsWhatBecomesOfIt() {
        let (sut, renderer) = makeSUT()
        let (cell, images) = feedCell("a")
        sut.display([cell])
        sut.stopLoading()

        sut.retry(number: 1)
        cell.display(ResourceErrorViewModel.error(message: "any"))

        XCTAssertEqual(images.messages, [.request, .cancel, .request])
        XCTAssertEqual(
            renderer.events.suffix(2),
            [
                .itemChanged(ListItem(number: 1, content: .image(viewModel("a"), .loading)), listCount: 1),
                .itemChanged(ListItem(number: 1, content: .image(viewModel("a"), .failed(reason: nil))), listCount: 1),
            ])
    }

    func test_showingAgain_loadsNoImageAgainThatSettled_whetherItsPictureWasLetGoOfOrItFailed() {
        let (sut, renderer) = makeSUT()
        let (withPicture, pictureImages) = feedCell("a")
        let (failed, failedImages) = feedCell("b")
        sut.display([withPicture, failed])
        withPicture.display(LoadedImage(info: loaded.info, thumbnail: ["▀▀"]))
        failed.display(ResourceErrorViewModel.error(message: "any"))
        XCTAssertEqual(
            withPicture.content, .image(viewModel("a"), .loaded(loaded)), "Expected the picture let go of once shown")

        sut.hide()
        sut.showAgain()

        XCTAssertEqual(pictureImages.messages, [.request], "Expected the picture left in the scrollback")
        XCTAssertEqual(failedImages.messages, [.request])
        XCTAssertEqual(renderer.events.last, .notice(.backToList(title: "any", itemsAbove: 2)))
    }

    func test_feedCell_toldAgainWhatItAlreadyShows_reportsNothingNew() {
        let timer = ItemHoldTimerSpy()
        let (sut, renderer) = makeSUT(holdTimer: timer)
        let (cell, _) = feedCell("a")
        sut.display([cell])
        timer.expire()

        cell.display(ResourceLoadingViewModel(isLoading: true))

        XCTAssertEqual(renderer.events.count, 1, "Expected the items alone, not a second loading line")
    }

    func test_hidingTheScreen_cancelsImagesStillLoadingAndReportsNothingMore() {
        let timer = ItemHoldTimerSpy()
        let (sut, renderer) = makeSUT(holdTimer: timer)
        let (cell, images) = feedCell(nil)
        sut.display([cell])
        let eventsBeforeHiding = renderer.events

        sut.hide()
        cell.display(ResourceErrorViewModel.error(message: "late"))
        timer.expire()
        sut.display(ResourceLoadingViewModel(isLoading: true))

        XCTAssertEqual(images.messages, [.request, .cancel])
        XCTAssertEqual(timer.messages, [.start, .cancel])
        XCTAssertEqual(renderer.events, eventsBeforeHiding)
    }

    func test_refreshStopAndHide_cancelANextPageStillLoading_andMoreWaitsForTheScreensOwnLoad() {
        let (sut, renderer) = makeSUT()
        var cancelled = 0
        sut.display([comment("a")], footer: LoadMoreCellController(callback: {}, cancel: { cancelled += 1 }))

        sut.refresh()
        sut.display(ResourceLoadingViewModel(isLoading: true))
        sut.loadMore()
        sut.stopLoading()
        sut.hide()

        XCTAssertEqual(cancelled, 3)
        XCTAssertTrue(renderer.events.contains(.notice(.alreadyLoading)), "\(renderer.events)")
    }

    // MARK: - Helpers

    private func makeSUT(
        title: String = "any", holdTimer: ItemHoldTimerSpy? = nil, space: ScreenSpaceSpy? = nil,
        lookahead: Int = ListScreen.defaultLookahead, file: StaticString = #filePath, line: UInt = #line
    ) -> (ListScreen, ScreenRendererSpy) {
        let renderer = ScreenRendererSpy()
        let sut = ListScreen(
            title: title, renderer: renderer, holdTimer: holdTimer, space: space, lookahead: lookahead)
        holdTimer?.screen = sut
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(renderer, file: file, line: line)
        return (sut, renderer)
    }

    private let loaded = LoadedImage(info: ImageInfo(format: .png, width: 1, height: 2))

    /// A feed cell whose loader reports that it started loading when asked, as a real one does.
    private func feedCell(_ description: String?) -> (cell: FeedImageCellController, images: ImageLoadSpy) {
        let images = ImageLoadSpy()
        let cell = FeedImageCellController(viewModel: viewModel(description), delegate: images)
        images.onRequest = { [weak cell] in cell?.display(ResourceLoadingViewModel(isLoading: true)) }
        return (cell, images)
    }

    private func viewModel(_ description: String?) -> FeedImageViewModel {
        FeedImageViewModel(description: description, location: nil)
    }

    private func comment(_ message: String) -> ImageCommentCellController {
        ImageCommentCellController(viewModel: commentViewModel(message))
    }

    private func item(_ number: Int, comment message: String) -> ListItem {
        ListItem(number: number, content: .comment(commentViewModel(message)))
    }

    private func commentViewModel(_ message: String) -> ImageCommentViewModel {
        ImageCommentViewModel(message: message, date: "a date", username: "a user")
    }
}
