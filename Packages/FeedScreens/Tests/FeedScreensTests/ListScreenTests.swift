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

    func test_displayingTheOfflineFeed_reportsItIsOfflineBeforeTheItemsEachTimeTheListIsShownWhole() {
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
                .title("My Feed"), .offlineFeed(offline),
                .items([item(1, comment: "a"), item(2, comment: "b")], listCount: 2),
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
                .title("any"), .items([item(1, comment: "live")], listCount: 1),
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

    func test_feedCell_reportsItsImageStateWithItsItemAndLaterChangesAsChangesOfThatItem() {
        let (sut, renderer) = makeSUT()
        let images = ImageLoadSpy()
        let viewModel = FeedImageViewModel(description: "a", location: nil)
        let cell = FeedImageCellController(viewModel: viewModel, delegate: images)
        images.onRequest = { [weak cell] in cell?.display(ResourceLoadingViewModel(isLoading: true)) }

        sut.display([comment("first"), cell])
        cell.display(LoadedImage(info: ImageInfo(format: .png, width: 1, height: 2)))

        XCTAssertEqual(images.messages, [.request])
        XCTAssertEqual(
            renderer.events,
            [
                .items(
                    [item(1, comment: "first"), ListItem(number: 2, content: .image(viewModel, .loading))], listCount: 2
                ),
                .itemChanged(
                    ListItem(
                        number: 2,
                        content: .image(
                            viewModel, .loaded(LoadedImage(info: ImageInfo(format: .png, width: 1, height: 2))))),
                    listCount: 2),
            ])
    }

    func test_feedCell_toldAgainWhatItAlreadyShows_reportsNothingNew() {
        let (sut, renderer) = makeSUT()
        let images = ImageLoadSpy()
        let cell = FeedImageCellController(
            viewModel: FeedImageViewModel(description: "a", location: nil), delegate: images)
        images.onRequest = { [weak cell] in cell?.display(ResourceLoadingViewModel(isLoading: true)) }
        sut.display([cell])

        cell.display(ResourceLoadingViewModel(isLoading: true))

        XCTAssertEqual(renderer.events.count, 1, "Expected the items alone, not a second loading line")
    }

    func test_hidingTheScreen_cancelsImagesStillLoadingAndReportsNothingMore() {
        let (sut, renderer) = makeSUT()
        let images = ImageLoadSpy()
        let cell = FeedImageCellController(
            viewModel: FeedImageViewModel(description: nil, location: nil), delegate: images)
        images.onRequest = { [weak cell] in cell?.display(ResourceLoadingViewModel(isLoading: true)) }
        sut.display([cell])
        let eventsBeforeHiding = renderer.events

        sut.hide()
        cell.display(ResourceErrorViewModel.error(message: "late"))
        sut.display(ResourceLoadingViewModel(isLoading: true))

        XCTAssertEqual(images.messages, [.request, .cancel])
        XCTAssertEqual(renderer.events, eventsBeforeHiding)
    }

    func test_itemScrolledAway_stopsItsImageAndShowingTheScreenAgainLoadsItAgain() {
        let (sut, _) = makeSUT()
        let images = ImageLoadSpy()
        let cell = FeedImageCellController(
            viewModel: FeedImageViewModel(description: nil, location: nil), delegate: images)
        images.onRequest = { [weak cell] in cell?.display(ResourceLoadingViewModel(isLoading: true)) }
        sut.display([cell])

        sut.itemScrolledAway(1)
        sut.itemScrolledAway(2)
        XCTAssertEqual(images.messages, [.request, .cancel])

        sut.showAgain()
        XCTAssertEqual(images.messages, [.request, .cancel, .request])
    }

    func test_retry_ofAnImageThatScrolledAway_loadsItAgainAndReportsWhatBecomesOfIt() {
        let (sut, renderer) = makeSUT()
        let images = ImageLoadSpy()
        let viewModel = FeedImageViewModel(description: nil, location: nil)
        let cell = FeedImageCellController(viewModel: viewModel, delegate: images)
        images.onRequest = { [weak cell] in cell?.display(ResourceLoadingViewModel(isLoading: true)) }
        sut.display([cell])
        sut.itemScrolledAway(1)

        sut.retry(number: 1)
        cell.display(ResourceErrorViewModel.error(message: "any"))

        XCTAssertEqual(images.messages, [.request, .cancel, .request])
        XCTAssertEqual(
            renderer.events.suffix(2),
            [
                .itemChanged(ListItem(number: 1, content: .image(viewModel, .loading)), listCount: 1),
                .itemChanged(ListItem(number: 1, content: .image(viewModel, .failed(reason: nil))), listCount: 1),
            ])
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

    private func makeSUT(title: String = "any", file: StaticString = #filePath, line: UInt = #line)
        -> (ListScreen, ScreenRendererSpy)
    {
        let renderer = ScreenRendererSpy()
        let sut = ListScreen(title: title, renderer: renderer)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(renderer, file: file, line: line)
        return (sut, renderer)
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
