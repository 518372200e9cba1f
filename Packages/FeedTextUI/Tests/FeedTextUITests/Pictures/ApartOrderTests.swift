import XCTest

@testable import FeedTextUI

/// Pictures shown apart come in feed order: each waits for the items before it still pending.
final class ApartOrderTests: XCTestCase {
    func test_release_givesAPictureAtOnce_whenNoEarlierItemIsPending() {
        var sut = ApartOrder<String>()
        sut.add("3's", of: 3)

        XCTAssertEqual(sut.release(firstPendingItem: nil), ["3's"])
        XCTAssertTrue(sut.isEmpty)
    }

    func test_release_keepsAPicture_whileAnEarlierItemIsPending() {
        var sut = ApartOrder<String>()
        sut.add("3's", of: 3)

        XCTAssertEqual(sut.release(firstPendingItem: 2), [])
        XCTAssertFalse(sut.isEmpty)
    }

    func test_release_givesThePicturesBeforeTheFirstPendingItem_inFeedOrder() {
        var sut = ApartOrder<String>()
        for number in [7, 2, 5, 1] { sut.add("\(number)'s", of: number) }

        XCTAssertEqual(sut.release(firstPendingItem: 6), ["1's", "2's", "5's"])
        XCTAssertEqual(sut.release(firstPendingItem: 6), [], "Each is given once")
        XCTAssertEqual(sut.release(firstPendingItem: 9), ["7's"])
    }

    func test_release_stopsAtTheFirstPictureWithoutRoom_keepingItAndThoseAfterIt() {
        var sut = ApartOrder<String>()
        for number in [1, 2, 3] { sut.add("\(number)'s", of: number) }

        XCTAssertEqual(sut.release(firstPendingItem: nil) { $0 != "2's" }, ["1's"])
        XCTAssertEqual(sut.release(firstPendingItem: nil), ["2's", "3's"])
    }

    func test_releaseAll_givesEveryPictureWaiting_inFeedOrder() {
        var sut = ApartOrder<String>()
        for number in [4, 3] { sut.add("\(number)'s", of: number) }

        XCTAssertEqual(sut.releaseAll(), ["3's", "4's"])
        XCTAssertTrue(sut.isEmpty)
    }
}
