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

/// A first page's first items shown as they arrive (`FirstItemsArrival`), before the page is whole.
final class FeedFirstItemsUIIntegrationTests: XCTestCase {
    @MainActor
    func test_firstItemsArriving_areShownBeforeThePageIsWhole_andThePageAddsTheRestNumberedOn() async {
        let (sut, pages, arrival, output) = makeSUT()
        let (a, b, c) = (uniqueImage(description: "a"), uniqueImage(description: "b"), uniqueImage(description: "c"))

        sut.show()
        arrival.arrived([a])
        arrival.arrived([b])
        let shownWhileArriving = output.text
        pages.complete(with: [a, b, c])

        XCTAssertTrue(shownWhileArriving.contains("1. a\n"), shownWhileArriving)
        XCTAssertTrue(shownWhileArriving.contains("2. b\n"), shownWhileArriving)
        XCTAssertFalse(shownWhileArriving.contains("Type “more”"), shownWhileArriving)
        let shownByPage = String(output.text.dropFirst(shownWhileArriving.count))
        XCTAssertTrue(shownByPage.hasPrefix("3. c\n"), shownByPage)
        XCTAssertTrue(shownByPage.hasSuffix("Type “more” to load more.\n"), shownByPage)
        XCTAssertFalse(output.text.contains("new item"), "Expected the rest of the page, not a check: \(output.text)")
    }

    @MainActor
    func test_firstItemsArriving_whileAListIsShown_areLeftToTheCheck() async {
        let (sut, pages, arrival, output) = makeSUT()
        let (a, b) = (uniqueImage(description: "a"), uniqueImage(description: "b"))
        sut.show()
        pages.complete(with: [a], at: 0)
        let shownFirst = output.text

        sut.refresh()
        arrival.arrived([b])
        let shownWhileChecking = String(output.text.dropFirst(shownFirst.count))
        pages.complete(with: [b, a], at: 1)

        XCTAssertEqual(shownWhileChecking, "", "Expected a check to say what it found only once it is whole")
        let shownByCheck = String(output.text.dropFirst(shownFirst.count))
        XCTAssertTrue(shownByCheck.hasPrefix("1 new item · "), shownByCheck)
        XCTAssertTrue(shownByCheck.contains("2. b\n"), shownByCheck)
    }

    @MainActor
    func test_firstItemsArriving_afterTheLoadWasStopped_areNotShown() async {
        let (sut, _, arrival, output) = makeSUT()
        sut.show()
        sut.stopLoading()
        let shownWhenStopped = output.text

        arrival.arrived([uniqueImage(description: "late")])

        XCTAssertEqual(output.text, shownWhenStopped)
    }

    @MainActor
    func test_pageFailingAfterItsFirstItems_saysSoBelowThem_andARefreshShowsNoItemTwice() async {
        let (sut, pages, arrival, output) = makeSUT()
        let (a, b) = (uniqueImage(description: "a"), uniqueImage(description: "b"))
        sut.show()
        arrival.arrived([a])
        pages.complete(with: anyNSError(), at: 0)

        sut.refresh()
        arrival.arrived([a])
        pages.complete(with: [a, b], at: 1)

        XCTAssertTrue(output.text.contains("1. a\n"), output.text)
        XCTAssertTrue(output.text.contains("type “refresh” to try again"), output.text)
        XCTAssertEqual(output.lines.filter { $0.hasSuffix(". a") }.count, 1, output.text)
        XCTAssertTrue(output.text.contains("1 new item · "), output.text)
        XCTAssertTrue(output.text.contains("2. b\n"), output.text)
    }

    @MainActor
    func test_pageFailingAfterItsFirstItems_withAnOfflineCopy_showsTheCopysOtherItemsBelowThem_numberedOn() async {
        let now = Date(timeIntervalSince1970: 1_600_000_000)
        let arrival = FirstItemsArrival()
        let (sut, pages, _, output) = makeFeedScreen(currentDate: { now }, firstItems: arrival)
        let (a, b, c) = (uniqueImage(description: "a"), uniqueImage(description: "b"), uniqueImage(description: "c"))
        sut.show()
        arrival.arrived([a])
        let shownWhileArriving = output.text

        pages.complete(with: [b, a, c], hasMore: false, from: .cache(savedAt: now.addingTimeInterval(-2 * 3600)))

        let shownByCopy = String(output.text.dropFirst(shownWhileArriving.count))
        XCTAssertTrue(shownWhileArriving.contains("1. a\n"), shownWhileArriving)
        XCTAssertTrue(shownByCopy.hasPrefix("Offline — showing the feed saved 2 hours ago\n2. b\n"), shownByCopy)
        XCTAssertTrue(shownByCopy.contains("3. c\n"), shownByCopy)
        XCTAssertTrue(shownByCopy.hasSuffix("No more items.\n"), shownByCopy)
        XCTAssertEqual(output.lines.filter { $0.hasSuffix(". a") }.count, 1, output.text)
    }

    // MARK: - Helpers

    @MainActor
    private func makeSUT(file: StaticString = #filePath, line: UInt = #line)
        -> (screen: ListScreen, pages: FeedPagesSpy, arrival: FirstItemsArrival, output: TextBuffer)
    {
        let arrival = FirstItemsArrival()
        let (screen, pages, _, output) = makeFeedScreen(firstItems: arrival, file: file, line: line)
        trackForMemoryLeaks(arrival, file: file, line: line)
        return (screen, pages, arrival, output)
    }
}
