import FeedTextUI
import Foundation
import XCTest

final class PromptRendererTests: XCTestCase {
    func test_redraw_writesThePromptAndTheTextAndErasesTheRestOfTheLine() {
        XCTAssertEqual(redraw("feed> ", "more", cursor: 4), "\rfeed> more␛[K")
    }

    func test_redraw_movesTheCursorBackToItsColumn() {
        XCTAssertEqual(redraw("feed> ", "more", cursor: 1), "\rfeed> more␛[K\r␛[7C")
        XCTAssertEqual(redraw("", "more", cursor: 0), "\rmore␛[K\r")
    }

    func test_redraw_countsWideCharactersAsTwoColumnsAndCombiningMarksAsNone() {
        XCTAssertEqual(redraw("> ", "한a", cursor: 1), "\r> 한a␛[K\r␛[4C")
        XCTAssertEqual(redraw("> ", "👍🏽a", cursor: 1), "\r> 👍🏽a␛[K\r␛[4C")
        XCTAssertEqual(redraw("> ", "e\u{301}a", cursor: 1), "\r> e\u{301}a␛[K\r␛[3C")
    }

    func test_redraw_doesNotCountTheColourEscapesOfThePrompt() {
        XCTAssertEqual(redraw("␛[1mfeed>␛[0m ", "ab", cursor: 0), "\r␛[1mfeed>␛[0m ab␛[K\r␛[6C")
    }

    func test_redraw_scrollsALongLineSoItNeverReachesTheLastColumn() {
        var sut = PromptRenderer()
        let text = "abcdefghijklmnop"

        XCTAssertEqual(draw(&sut, "> ", text, cursor: 16, columns: 12), "\r> hijklmnop␛[K")
        XCTAssertEqual(draw(&sut, "> ", text, cursor: 0, columns: 12), "\r> abcdefghi␛[K\r␛[2C")
    }

    func test_redraw_keepsTheWindowStillWhileTheCursorMovesInsideIt() {
        var sut = PromptRenderer()
        let text = "abcdefghijklmnop"
        _ = draw(&sut, "> ", text, cursor: 16, columns: 12)

        XCTAssertEqual(draw(&sut, "> ", text, cursor: 13, columns: 12), "\r> hijklmnop␛[K\r␛[8C")
        XCTAssertEqual(draw(&sut, "> ", text, cursor: 8, columns: 12), "\r> hijklmnop␛[K\r␛[3C")
        XCTAssertEqual(
            draw(&sut, "> ", text, cursor: 7, columns: 12), "\r> defghijkl␛[K\r␛[6C",
            "at the window's left edge, it moves so the cursor is half a room in")
    }

    func test_redraw_neverShowsHalfAWideCharacter() {
        XCTAssertEqual(redraw("", "aaaaaa한", cursor: 0, columns: 8), "\raaaaaa␛[K\r")
    }

    func test_redraw_leavesOutAPromptWiderThanHalfTheTerminal() {
        XCTAssertEqual(redraw("comments 12> ", "more", cursor: 4, columns: 20), "\rmore␛[K")
    }

    func test_redraw_drawsAnEditorsLine() {
        var sut = PromptRenderer()
        var editor = LineEditor()
        _ = editor.handle(.text("mo"))
        _ = editor.handle(.left)

        let bytes = sut.redraw(prompt: "> ", editor: editor, columns: 80)

        XCTAssertEqual(visible(bytes), "\r> mo␛[K\r␛[3C")
    }

    func test_erase_returnsToTheStartOfTheLineAndErasesIt() {
        XCTAssertEqual(visible(PromptRenderer.erase), "\r␛[K")
    }

    // MARK: - Helpers

    private func redraw(_ prompt: String, _ text: String, cursor: Int, columns: Int = 80) -> String {
        var sut = PromptRenderer()
        return draw(&sut, prompt, text, cursor: cursor, columns: columns)
    }

    private func draw(_ sut: inout PromptRenderer, _ prompt: String, _ text: String, cursor: Int, columns: Int)
        -> String
    {
        let prompt = prompt.replacingOccurrences(of: "␛", with: "\u{1B}")
        return visible(sut.redraw(prompt: prompt, text: text, cursor: cursor, columns: columns))
    }

    /// The bytes as text with ESC shown as ␛, so expectations read like what is sent.
    private func visible(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "␛")
    }
}
