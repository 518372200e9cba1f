import FeedFeature
import FeedScreens
import FeedTextUI
import Foundation
import ManualClock
import TestSupport
import TextUITestSupport
import XCTest

@testable import Composition
@testable import ResourceLoading

final class FeedUIIntegrationTests: XCTestCase {
    @MainActor
    func test_feedScreen_showsTitleAndLoadingWhenShown() async {
        let (sut, _, _, output) = makeFeedScreen()

        sut.show()

        XCTAssertEqual(output.text, "My Feed\nLoading…\n")
    }

    @MainActor
    func test_loadFeedActions_requestFeedFromLoader() async {
        let (sut, loader, _, _) = makeFeedScreen()
        XCTAssertEqual(loader.loadCallCount, 0, "Expected no loading requests before the screen is shown")

        sut.show()
        XCTAssertEqual(loader.loadCallCount, 1, "Expected a loading request once the screen is shown")

        sut.refresh()
        XCTAssertEqual(loader.loadCallCount, 1, "Expected no request while a load is in flight")

        loader.complete(with: [uniqueImage()], at: 0)
        sut.refresh()
        XCTAssertEqual(loader.loadCallCount, 2, "Expected another request once the user refreshes")

        loader.complete(with: anyNSError(), at: 1)
        sut.refresh()
        XCTAssertEqual(loader.loadCallCount, 3, "Expected another request after a failed load")
    }

    @MainActor
    func test_loadFeedCompletion_rendersSuccessfullyLoadedFeed() async {
        let (sut, loader, _, output) = makeFeedScreen()

        sut.show()
        loader.complete(with: [
            uniqueImage(description: "a description", location: "a location"),
            uniqueImage(description: nil, location: "another location"),
        ])

        XCTAssertEqual(
            output.text,
            """
            My Feed
            Loading…
            1. a description
               a location
               image: loading…
            2. (no description)
               another location
               image: loading…
            Type “more” to load more.

            """)
    }

    @MainActor
    func test_loadFeedCompletion_fromTheCacheSaysTheFeedIsOfflineAndHowOldBeforeItsItems() async {
        let now = Date(timeIntervalSince1970: 1_600_000_000)
        let (sut, loader, _, output) = makeFeedScreen(currentDate: { now })

        sut.show()
        loader.complete(
            with: [uniqueImage(description: "cached", location: nil)], hasMore: false,
            from: .cache(savedAt: now.addingTimeInterval(-2 * 3600)))

        XCTAssertEqual(
            output.text,
            """
            My Feed
            Loading…
            Offline — showing the feed saved 2 hours ago
            1. cached
               image: loading…
            No more items.

            """)
    }

    @MainActor
    func test_refresh_thatLoadsTheLiveFeedAfterTheOfflineOne_saysNothingMoreAboutBeingOffline() async {
        let now = Date(timeIntervalSince1970: 1_600_000_000)
        let (sut, loader, _, output) = makeFeedScreen(currentDate: { now })
        sut.show()
        loader.complete(with: [uniqueImage()], hasMore: false, from: .cache(savedAt: now.addingTimeInterval(-60)))
        sut.refresh()
        let textBeforeLiveFeed = output.text

        loader.complete(with: [uniqueImage(description: "live", location: nil)], at: 1)
        sut.showAgain()

        let liveText = String(output.text.dropFirst(textBeforeLiveFeed.count))
        XCTAssertTrue(liveText.contains("2. live"), liveText)
        XCTAssertFalse(liveText.contains("Offline"), liveText)
    }

    @MainActor
    func test_loadFeedCompletion_rendersLocalizedErrorWithRetryHintOnError() async {
        let (sut, loader, _, output) = makeFeedScreen()

        sut.show()
        loader.complete(with: anyNSError())

        XCTAssertTrue(output.text.hasSuffix("Couldn't connect to server — type “refresh” to try again.\n"), output.text)
    }

    @MainActor
    func test_loadFeedCompletion_fromABackgroundQueueReachesTheScreenOnTheMainQueue() async {
        let loader = FeedLoaderSpy()
        let decorated = MainQueueDispatchDecorator<any FeedLoader>(decoratee: loader)
        let output = MainQueueRecordingOutput()
        let sut = FeedUIComposer.feedComposedWith(
            feedLoad: resourceLoad(decorated), makeThumbnailLoad: noImageLoads,
            holdTimer: RestartableTimer(seconds: 0, scheduler: ManualClock()),
            renderer: TextScreenRenderer(output: output, style: .plain))
        trackForMemoryLeaks(sut)
        trackForMemoryLeaks(output)

        sut.show()
        let exp = expectation(description: "Wait for background completion")
        DispatchQueue.global().async {
            loader.complete(with: [uniqueImage(description: "from the background")])
            DispatchQueue.main.async { exp.fulfill() }
        }
        await fulfillment(of: [exp], timeout: 5.0)

        XCTAssertTrue(output.text.contains("1. from the background"), output.text)
        XCTAssertTrue(output.everyWriteOnMainQueue, "Expected every write on the main queue")
    }

    @MainActor
    func test_loadFeedCompletion_doesNotRenderAfterTheScreenIsReleased() async {
        let loader = FeedPagesSpy()
        let output = TextBuffer()
        var sut: ListScreen? = FeedUIComposer.feedComposedWith(
            feedLoad: resourceLoad(loader), makeThumbnailLoad: noImageLoads,
            renderer: TextScreenRenderer(output: output, style: .plain))
        sut?.show()
        let textBeforeRelease = output.text

        sut = nil
        loader.complete(with: [uniqueImage()])

        XCTAssertEqual(output.text, textBeforeRelease)
    }
}
