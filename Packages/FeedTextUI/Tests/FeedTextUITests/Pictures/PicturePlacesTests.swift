import XCTest

@testable import FeedTextUI

/// Where a late picture goes: into its item's place while that is on the screen, else apart.
final class PicturePlacesTests: XCTestCase {
    private let screen = PicturePlaces.Size(columns: 80, rows: 24)

    func test_placement_isInPlace_countingTheRowsWrittenSinceThePlaceWasKept() {
        var sut = PicturePlaces()
        sut.cursorMoved(downRows: 3)
        sut.reserve(item: 1, rows: 8)
        sut.cursorMoved(downRows: 9)

        XCTAssertEqual(sut.placement(of: 1, rows: 8, on: screen), .inPlace(rowsUp: 9))
    }

    func test_placement_isApartOnceThePlaceLeftTheScreen() {
        var sut = makeSUT(placeOfRows: 8, thenRowsWritten: 24)

        XCTAssertEqual(sut.placement(of: 1, rows: 8, on: screen), .apart)
    }

    func test_placement_isInPlaceWhileThePlaceIsOnTheTopRow() {
        var sut = makeSUT(placeOfRows: 8, thenRowsWritten: 23)

        XCTAssertEqual(sut.placement(of: 1, rows: 8, on: screen), .inPlace(rowsUp: 23))
    }

    func test_placement_isInPlaceAfterTheTerminalWasMadeWiderOrTaller() {
        var sut = makeSUT(placeOfRows: 8, thenRowsWritten: 9, rowsWide: 80)

        XCTAssertEqual(
            sut.placement(of: 1, rows: 8, on: PicturePlaces.Size(columns: 100, rows: 30)), .inPlace(rowsUp: 9))
    }

    func test_placement_isInPlaceAfterTheTerminalWasMadeNarrower_whileEveryRowUnderThePlaceFits() {
        var sut = makeSUT(placeOfRows: 8, thenRowsWritten: 9, rowsWide: 60)

        XCTAssertEqual(
            sut.placement(of: 1, rows: 8, on: PicturePlaces.Size(columns: 60, rows: 24)), .inPlace(rowsUp: 9))
    }

    func test_placement_isApartAfterTheTerminalWasMadeNarrowerThanARowUnderThePlace() {
        var sut = makeSUT(placeOfRows: 8, thenRowsWritten: 9, rowsWide: 61)

        XCTAssertEqual(sut.placement(of: 1, rows: 8, on: PicturePlaces.Size(columns: 60, rows: 24)), .apart)
    }

    func test_placement_isApartAfterTheTerminalWasMadeNarrowerThanTheCursorsRow() {
        var sut = makeSUT(placeOfRows: 8, thenRowsWritten: 9)
        sut.rowsEnded(widths: [], cursorRowWidth: 70)

        XCTAssertEqual(sut.placement(of: 1, rows: 8, on: PicturePlaces.Size(columns: 60, rows: 24)), .apart)
    }

    func test_placement_isApartAfterAPictureWiderThanTheTerminalNowWasDrawnUnderThePlace() {
        var sut = makeSUT(placeOfRows: 8, thenRowsWritten: 20)
        sut.reserve(item: 2, rows: 8)
        sut.rowsDrawn(widest: 70, rowsUp: 10)

        XCTAssertEqual(sut.placement(of: 1, rows: 8, on: PicturePlaces.Size(columns: 60, rows: 24)), .apart)
        XCTAssertEqual(
            sut.placement(of: 2, rows: 8, on: PicturePlaces.Size(columns: 60, rows: 24)), .inPlace(rowsUp: 0),
            "The picture drawn is above item 2's place")
    }

    func test_placement_isApartAfterTheTerminalWasMadeTooShortForThePlace() {
        var sut = makeSUT(placeOfRows: 8, thenRowsWritten: 9)

        XCTAssertEqual(sut.placement(of: 1, rows: 8, on: PicturePlaces.Size(columns: 80, rows: 9)), .apart)
    }

    func test_placement_isApartForAPictureTallerThanItsPlace() {
        var sut = makeSUT(placeOfRows: 2, thenRowsWritten: 3)

        XCTAssertEqual(sut.placement(of: 1, rows: 3, on: screen), .apart)
    }

    func test_placement_isNilForAnItemWithoutAPlace_andOnceItWasPlaced() {
        var sut = PicturePlaces()
        XCTAssertNil(sut.placement(of: 1, rows: 0, on: screen))

        sut.reserve(item: 1, rows: 8)
        sut.cursorMoved(downRows: 9)
        _ = sut.placement(of: 1, rows: 8, on: screen)

        XCTAssertNil(sut.placement(of: 1, rows: 8, on: screen))
        XCTAssertNil(sut.firstPendingItem)
    }

    func test_hasRoom_whileEveryPendingPlaceStaysOnTheScreen() {
        let sut = makeSUT(placeOfRows: 8, thenRowsWritten: 9)

        XCTAssertTrue(sut.hasRoom(forRows: 14, on: screen))
        XCTAssertFalse(sut.hasRoom(forRows: 15, on: screen), "The place would be 24 rows above the prompt's")
    }

    func test_hasRoom_countsThePlaceTheNewLinesKeepThemselves() {
        let sut = PicturePlaces()

        XCTAssertTrue(sut.hasRoom(forRows: 100, on: screen), "Nothing pending, no new place")
        XCTAssertTrue(sut.hasRoom(forRows: 25, firstNewPlace: 2, on: screen))
        XCTAssertFalse(sut.hasRoom(forRows: 26, firstNewPlace: 2, on: screen))
    }

    func test_hasRoom_ignoresPlacesLostToAResize_andThoseGivenUp() {
        var sut = makeSUT(placeOfRows: 8, thenRowsWritten: 9, rowsWide: 70)
        XCTAssertFalse(sut.hasRoom(forRows: 30, on: screen))

        XCTAssertFalse(sut.hasRoom(forRows: 30, on: PicturePlaces.Size(columns: 100, rows: 24)), "Still found")
        XCTAssertTrue(sut.hasRoom(forRows: 30, on: PicturePlaces.Size(columns: 60, rows: 24)), "Lost")
        sut.giveUpAll()
        XCTAssertTrue(sut.hasRoom(forRows: 30, on: screen))
    }

    func test_canReserve_onlyAPlaceThatFitsAboveThePromptsLine() {
        let sut = PicturePlaces()

        XCTAssertTrue(sut.canReserve(rows: 22, on: screen))
        XCTAssertFalse(sut.canReserve(rows: 23, on: screen), "The image line, 23 rows and the prompt's line: 25")
    }

    func test_placement_isInPlaceForAPlaceGivenUp_whileItIsOnTheScreen() {
        var sut = makeSUT(placeOfRows: 8, thenRowsWritten: 9)
        sut.giveUpAll()
        XCTAssertEqual(sut.firstPendingItem, 1, "Its picture still comes")

        XCTAssertEqual(sut.placement(of: 1, rows: 8, on: screen), .inPlace(rowsUp: 9))
        XCTAssertNil(sut.firstPendingItem)
        XCTAssertNil(sut.placement(of: 1, rows: 8, on: screen))
    }

    func test_placement_isApartForAPlaceGivenUp_onceItLeftTheScreen() {
        var sut = makeSUT(placeOfRows: 8, thenRowsWritten: 9)
        sut.giveUpAll()
        sut.cursorMoved(downRows: 15)

        XCTAssertEqual(sut.placement(of: 1, rows: 8, on: screen), .apart)
    }

    func test_placement_isApartForAPlaceLostWithAClearedScreen() {
        var sut = makeSUT(placeOfRows: 8, thenRowsWritten: 9)
        sut.loseAll()
        XCTAssertEqual(sut.firstPendingItem, 1, "Its picture still comes, apart")

        XCTAssertEqual(sut.placement(of: 1, rows: 8, on: screen), .apart)
        XCTAssertNil(sut.firstPendingItem)
    }

    func test_firstPendingItem_isTheFirstWaitingForItsPicture_keptGivenUpOrWithoutAPlace() {
        var sut = PicturePlaces()
        XCTAssertNil(sut.firstPendingItem)

        sut.reserve(item: 4, rows: 8)
        sut.expectApart(item: 3)
        XCTAssertEqual(sut.firstPendingItem, 3)

        sut.reserve(item: 2, rows: 8)
        sut.giveUpAll()
        XCTAssertEqual(sut.firstPendingItem, 2)

        _ = sut.placement(of: 2, rows: 8, on: screen)
        XCTAssertEqual(sut.firstPendingItem, 3)
        XCTAssertEqual(sut.placement(of: 3, rows: 8, on: screen), .apart, "Shown without a place")
        XCTAssertEqual(sut.firstPendingItem, 4)
    }

    func test_forgetAll_leavesNothingPending() {
        var sut = makeSUT(placeOfRows: 8, thenRowsWritten: 9)
        sut.reserve(item: 2, rows: 8)
        sut.giveUpAll()
        sut.reserve(item: 3, rows: 8)

        sut.forgetAll()

        XCTAssertNil(sut.firstPendingItem)
        XCTAssertNil(sut.placement(of: 1, rows: 8, on: screen))
    }

    // MARK: - Helpers

    /// Places with item 1's place of `rows` kept on the cursor's row, then `rowsWritten` rows under
    /// it, the widest of them `rowsWide` columns.
    private func makeSUT(placeOfRows rows: Int, thenRowsWritten rowsWritten: Int, rowsWide: Int = 40) -> PicturePlaces {
        var sut = PicturePlaces()
        sut.reserve(item: 1, rows: rows)
        sut.rowsEnded(widths: [rowsWide] + Array(repeating: 0, count: rowsWritten - 1), cursorRowWidth: 6)
        return sut
    }
}
