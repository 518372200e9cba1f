import FeedFeature
import FeedScreens
import FeedTextUI
import Foundation
import TestSupport
import XCTest

@testable import Composition

/// How the feed screen pages: `more` loads the next page once at a time, the new items are
/// printed numbered on from the last, and the end of the feed is said.
final class FeedLoadMoreUIIntegrationTests: XCTestCase {
    @MainActor
    func test_loadMoreActions_requestMoreFromLoader() async {
        let (sut, pages, _, _) = makeFeedScreen()
        sut.show()
        pages.complete(with: [uniqueImage()], hasMore: true)
        XCTAssertEqual(pages.loadMoreCallCount, 0, "Expected no request before the user asks for more")

        sut.loadMore()
        XCTAssertEqual(pages.loadMoreCallCount, 1)

        sut.loadMore()
        XCTAssertEqual(pages.loadMoreCallCount, 1, "Expected no request while loading more")

        pages.completeLoadMore(with: [uniqueImage(), uniqueImage()], hasMore: true, at: 0)
        sut.loadMore()
        XCTAssertEqual(pages.loadMoreCallCount, 2, "Expected a request after the last load finished")

        pages.completeLoadMore(with: anyNSError(), at: 1)
        sut.loadMore()
        XCTAssertEqual(pages.loadMoreCallCount, 3, "Expected a request after a failed load")

        pages.completeLoadMore(with: [uniqueImage(), uniqueImage()], hasMore: false, at: 2)
        sut.loadMore()
        XCTAssertEqual(pages.loadMoreCallCount, 3, "Expected no request after the last page")
    }

    @MainActor
    func test_loadMoreCompletion_printsOnlyTheNewItemsNumberedOnAndWhetherThereIsMore() async {
        let first = uniqueImage(description: "first", location: nil)
        let second = uniqueImage(description: "second", location: nil)
        let (sut, pages, _, output) = makeFeedScreen()
        sut.show()
        pages.complete(with: [first], hasMore: true)
        sut.loadMore()
        let printedBeforeMore = output.text

        pages.completeLoadMore(with: [first, second], hasMore: false)

        XCTAssertEqual(
            String(output.text.dropFirst(printedBeforeMore.count)),
            "2. second\n   image: loading…\nNo more items.\n")
        XCTAssertTrue(printedBeforeMore.hasSuffix("Type “more” to load more.\nLoading more…\n"), printedBeforeMore)
    }

    @MainActor
    func test_loadMoreCompletion_showsTheErrorWithHowToRetry() async {
        let (sut, pages, _, output) = makeFeedScreen()
        sut.show()
        pages.complete(with: [uniqueImage()], hasMore: true)
        sut.loadMore()

        pages.completeLoadMore(with: anyNSError())

        XCTAssertEqual(output.lines.suffix(2), ["Couldn't connect to server — type “more” to try again.", ""])
    }

    @MainActor
    func test_loadMoreCompletion_keepsTheImagesOfItemsAlreadyShown() async {
        let first = uniqueImage()
        let second = uniqueImage()
        let (sut, pages, images, _) = makeFeedScreen()
        sut.show()
        pages.complete(with: [first], hasMore: true)
        images.completeImageLoading(with: pngHeader(width: 1, height: 1))
        sut.loadMore()

        pages.completeLoadMore(with: [first, second])

        XCTAssertEqual(images.loadedImageURLs, [first.url, second.url], "Expected only the new item's image loaded")
        XCTAssertEqual(images.cancelledImageURLs, [])
    }

    @MainActor
    func test_refresh_afterLoadingMore_keepsEveryPage_andShowsOnlyTheNewItemsNumberedOn() async {
        let first = uniqueImage(description: "first", location: nil)
        let second = uniqueImage(description: "second", location: nil)
        let new = uniqueImage(description: "new", location: nil)
        let checkedAt = Date(timeIntervalSince1970: 1_600_000_000)
        let (sut, pages, _, output) = makeFeedScreen(currentDate: { checkedAt })
        sut.show()
        pages.complete(with: [first], hasMore: true)
        sut.loadMore()
        pages.completeLoadMore(with: [first, second])

        sut.refresh()
        let printedBeforeCheck = output.text
        pages.complete(with: [new, first], hasMore: true, at: 1)

        XCTAssertEqual(
            String(output.text.dropFirst(printedBeforeCheck.count)),
            "1 new item · \(clockTime(of: checkedAt))\n3. new\n   image: loading…\n",
            "Expected the pages loaded kept, and the paging where it was")
        sut.loadMore()
        XCTAssertEqual(pages.loadMoreCallCount, 2, "Expected more to go on from the last page loaded")
    }
}

/// A moment as the check's line shows it: the hour and minute in the local time zone.
private func clockTime(of date: Date) -> String {
    let parts = Calendar.current.dateComponents([.hour, .minute], from: date)
    return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
}
