import XCTest

@testable import FeedTextUI

/// How wide the rows written are, so that a resize can tell which places it moved.
final class WrittenRowWidthsTests: XCTestCase {
    func test_widthsOfRowsEnded_countsTheColumnsOfEachLine_andKeepsTheCursorsRow() {
        var sut = WrittenRowWidths()

        XCTAssertEqual(sut.widthsOfRowsEnded(by: "abc\n\nde", pictureWidth: 80), [3, 0])
        XCTAssertEqual(sut.cursorRowWidth, 2)
        XCTAssertEqual(sut.widthsOfRowsEnded(by: "fgh\n", pictureWidth: 80), [5], "The row went on")
        XCTAssertEqual(sut.cursorRowWidth, 0)
    }

    func test_widthsOfRowsEnded_countsNoColumnsForEscapes_andTwoForAWideCharacter() {
        var sut = WrittenRowWidths()
        let colored = "\u{1B}[38;2;1;2;3m▀\u{1B}[0m"
        let link = "\u{1B}]8;;https://example.com/a.jpg\u{1B}\\image\u{1B}]8;;\u{1B}\\"

        XCTAssertEqual(sut.widthsOfRowsEnded(by: colored + "日\n" + link + "\n", pictureWidth: 80), [3, 5])
    }

    func test_widthsOfRowsEnded_keepsTheWidestARowWasAcrossCarriageReturns() {
        var sut = WrittenRowWidths()

        XCTAssertEqual(sut.widthsOfRowsEnded(by: "feed> long line\r\u{1B}[Kfeed> ", pictureWidth: 80), [])
        XCTAssertEqual(sut.cursorRowWidth, 15)
    }

    func test_widthsOfRowsEnded_countsAPictureInAPictureProtocolAsTheTerminalsWidth() {
        var sut = WrittenRowWidths()
        let sixel = "\u{1B}Pq#0;2;0;0;0~~\u{1B}\\"
        let kitty = "\u{1B}_Ga=T,f=100;AAAA\u{1B}\\"
        let iterm = "\u{1B}]1337;File=inline=1:AAAA\u{07}"

        XCTAssertEqual(
            sut.widthsOfRowsEnded(by: "  " + sixel + "\n" + kitty + "\n" + iterm + "\n", pictureWidth: 80),
            [80, 80, 80])
    }
}
