import FeedTextUI
import XCTest

final class LineEditorPasteTests: XCTestCase {
    func test_paste_insertsOneLineWithLineBreaksAndTabsAsSpaces() {
        var sut = editor(typing: "c")

        XCTAssertEqual(sut.handle(.paste(" 1\r\n2\t3\n")), .edited)

        assert(sut, text: "c 1 2 3 ", cursor: 8)
    }

    func test_paste_showsControlAndBidiCharactersAsStandIns() {
        var sut = LineEditor()

        _ = sut.handle(.paste("a\u{1B}[2Jb\u{202E}c"))

        XCTAssertEqual(sut.text, "a\u{241B}[2Jb\u{FFFD}c")
    }

    func test_text_keepsTheLineWithinTheLimitAndDropsWhatDoesNotFit() {
        var sut = editor(typing: String(repeating: "a", count: 4094))

        XCTAssertEqual(sut.handle(.paste("b한c")), .edited)
        XCTAssertTrue(sut.text.hasSuffix("ab"), "what does not fit is dropped, and all that follows it")
        XCTAssertEqual(sut.handle(.text("c")), .edited)
        XCTAssertEqual(sut.handle(.text("d")), .none)

        XCTAssertEqual(sut.text.utf8.count, 4096)
    }
}
