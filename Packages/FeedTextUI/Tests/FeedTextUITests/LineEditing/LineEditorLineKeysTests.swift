import FeedTextUI
import XCTest

final class LineEditorLineKeysTests: XCTestCase {
    func test_enter_submitsTheLineAndStartsAnEmptyOne() {
        var sut = editor(typing: "more")
        press(.left, times: 2, on: &sut)

        XCTAssertEqual(sut.handle(.enter), .submitted("more"))
        assert(sut, text: "", cursor: 0)
        XCTAssertEqual(sut.handle(.enter), .submitted(""))
    }

    func test_ctrlC_clearsALineWithText_andReportsWhetherItHadAny() {
        var sut = editor(typing: "mo")

        XCTAssertEqual(sut.handle(.control(.c)), .interrupt(hadText: true))
        assert(sut, text: "", cursor: 0)
        XCTAssertEqual(sut.handle(.control(.c)), .interrupt(hadText: false))
    }

    func test_ctrlD_deletesUnderTheCursorOnALineWithText_andEndsInputOnAnEmptyOne() {
        var sut = editor(typing: "ab")
        press(.home, on: &sut)

        XCTAssertEqual(sut.handle(.control(.d)), .edited)
        assert(sut, text: "b", cursor: 0)
        XCTAssertEqual(sut.handle(.control(.d)), .edited)
        XCTAssertEqual(sut.handle(.control(.d)), .endOfInput)
    }

    func test_ctrlZ_asksToSuspendAndKeepsTheLineAndTheCursor() {
        var sut = editor(typing: "more")
        press(.left, on: &sut)

        XCTAssertEqual(sut.handle(.control(.z)), .suspend)
        assert(sut, text: "more", cursor: 3)
    }

    func test_ctrlL_asksForAClearScreenAndKeepsTheLine() {
        var sut = editor(typing: "mo")

        XCTAssertEqual(sut.handle(.control(.l)), .clearScreen)
        assert(sut, text: "mo", cursor: 2)
    }
}
