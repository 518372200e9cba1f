import FeedTextUI
import XCTest

final class LineEditorHistoryTests: XCTestCase {
    func test_up_recallsEarlierLinesNewestFirstWithTheCursorAtTheEnd() {
        var sut = LineEditor(history: history("more", "comments 3"))

        XCTAssertEqual(sut.handle(.up), .edited)
        assert(sut, text: "comments 3", cursor: 10)
        XCTAssertEqual(sut.handle(.up), .edited)
        assert(sut, text: "more", cursor: 4)
        XCTAssertEqual(sut.handle(.up), .none, "at the oldest")
        assert(sut, text: "more", cursor: 4)
    }

    func test_down_goesBackToTheLineBeingTypedBeforeUp() {
        var sut = LineEditor(history: history("more", "back"))
        _ = sut.handle(.text("ref"))

        _ = sut.handle(.up)
        _ = sut.handle(.up)
        XCTAssertEqual(sut.handle(.down), .edited)
        XCTAssertEqual(sut.text, "back")
        XCTAssertEqual(sut.handle(.down), .edited)
        assert(sut, text: "ref", cursor: 3)
        XCTAssertEqual(sut.handle(.down), .none)
    }

    func test_up_doesNothingWithoutHistory() {
        var sut = editor(typing: "mo")

        XCTAssertEqual(sut.handle(.up), .none)
        XCTAssertEqual(sut.handle(.down), .none)
        assert(sut, text: "mo", cursor: 2)
    }

    func test_enter_addsTheLineToTheHistory_butNotABlankOneOrARepeat() {
        var sut = LineEditor()

        for line in ["more", "more", "  ", "back", "more"] {
            _ = sut.handle(.text(line))
            _ = sut.handle(.enter)
        }

        XCTAssertEqual(sut.history.entries, ["more", "back", "more"])
    }

    func test_enter_onARecalledLineSubmitsItAndBrowsingStartsAgainFromTheNewest() {
        var sut = LineEditor(history: history("more", "back"))
        _ = sut.handle(.up)
        _ = sut.handle(.up)

        XCTAssertEqual(sut.handle(.enter), .submitted("more"))
        _ = sut.handle(.up)

        XCTAssertEqual(sut.text, "more")
        XCTAssertEqual(sut.history.entries, ["more", "back", "more"])
    }

    func test_ctrlC_whileBrowsingClearsTheLineAndStopsBrowsing() {
        var sut = LineEditor(history: history("more"))
        _ = sut.handle(.up)

        XCTAssertEqual(sut.handle(.control(.c)), .interrupt(hadText: true))
        XCTAssertEqual(sut.handle(.down), .none)
        XCTAssertEqual(sut.text, "")
    }

    private func history(_ lines: String...) -> CommandHistory {
        var history = CommandHistory()
        lines.forEach { history.add($0) }
        return history
    }
}
