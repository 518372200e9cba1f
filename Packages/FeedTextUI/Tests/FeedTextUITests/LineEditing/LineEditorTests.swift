import FeedTextUI
import XCTest

final class LineEditorTests: XCTestCase {
    func test_text_insertsAtTheCursor() {
        var sut = LineEditor()

        XCTAssertEqual(sut.handle(.text("mre")), .edited)
        press(.left, times: 2, on: &sut)
        XCTAssertEqual(sut.handle(.text("o")), .edited)

        assert(sut, text: "more", cursor: 2)
    }

    func test_cursorMoves_stepOverWholeCharacters() {
        var sut = editor(typing: "e\u{301}한👍🏽")

        press(.left, times: 2, on: &sut)
        assert(sut, text: "e\u{301}한👍🏽", cursor: 1)
        XCTAssertEqual(sut.handle(.control(.b)), .edited)
        XCTAssertEqual(sut.handle(.left), .none, "at the start")
        XCTAssertEqual(sut.handle(.control(.f)), .edited)
        XCTAssertEqual(sut.handle(.right), .edited)
        assert(sut, text: "e\u{301}한👍🏽", cursor: 2)
    }

    func test_text_joinsACombiningMarkTypedAfterItsLetter() {
        var sut = editor(typing: "e")

        XCTAssertEqual(sut.handle(.text("\u{301}")), .edited)

        assert(sut, text: "é", cursor: 1)
    }

    func test_homeAndEnd_moveToTheEnds_asCtrlAAndCtrlEDo() {
        var sut = editor(typing: "more")

        XCTAssertEqual(sut.handle(.home), .edited)
        XCTAssertEqual(sut.cursor, 0)
        XCTAssertEqual(sut.handle(.end), .edited)
        XCTAssertEqual(sut.cursor, 4)
        XCTAssertEqual(sut.handle(.control(.a)), .edited)
        XCTAssertEqual(sut.cursor, 0)
        XCTAssertEqual(sut.handle(.control(.e)), .edited)
        XCTAssertEqual(sut.handle(.end), .none)
    }

    func test_backspaceAndDelete_removeTheCharacterBeforeAndUnderTheCursor() {
        var sut = editor(typing: "mo한re")
        press(.left, times: 2, on: &sut)

        XCTAssertEqual(sut.handle(.backspace), .edited)
        XCTAssertEqual(sut.handle(.delete), .edited)
        assert(sut, text: "moe", cursor: 2)
        press(.end, on: &sut)
        XCTAssertEqual(sut.handle(.delete), .none)
    }

    func test_ctrlKAndCtrlU_killToTheEndAndToTheStart() {
        var sut = editor(typing: "comments 12")
        press(.left, times: 3, on: &sut)

        XCTAssertEqual(sut.handle(.control(.k)), .edited)
        assert(sut, text: "comments", cursor: 8)
        press(.left, times: 2, on: &sut)
        XCTAssertEqual(sut.handle(.control(.u)), .edited)
        assert(sut, text: "ts", cursor: 0)
        XCTAssertEqual(sut.handle(.control(.u)), .none)
    }

    func test_ctrlW_deletesThePreviousWordAndTheSpacesAfterIt() {
        var sut = editor(typing: "retry  12  ")

        XCTAssertEqual(sut.handle(.control(.w)), .edited)
        assert(sut, text: "retry  ", cursor: 7)
        XCTAssertEqual(sut.handle(.control(.w)), .edited)
        XCTAssertEqual(sut.handle(.control(.w)), .none)
    }
}
