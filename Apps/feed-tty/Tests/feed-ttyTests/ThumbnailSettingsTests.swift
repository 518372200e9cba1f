import TerminalGraphics
import XCTest

@testable import feed_tty

final class ThumbnailSettingsTests: XCTestCase {
    func test_auto_drawsNothingWhereTheOutputGetsNoColour() {
        XCTAssertNil(ThumbnailSettings.thumbnails(.auto, rows: 8, environment: [:], isColorTerminal: false))
    }

    func test_kitty_throughTmuxsPassthrough_onlyWhenTmuxPassesItOn_andNoOtherStyle() {
        let environment = ["TMUX": "/tmp/tmux-0/default,1,0"]

        let through = ThumbnailSettings.thumbnails(
            .kitty, rows: 8, environment: environment, isColorTerminal: true, passesThroughTmux: true)
        let blocks = ThumbnailSettings.thumbnails(
            .blocks, rows: 8, environment: environment, isColorTerminal: true, passesThroughTmux: true)
        let direct = ThumbnailSettings.thumbnails(.kitty, rows: 8, environment: [:], isColorTerminal: true)

        XCTAssertEqual(through?.passesThroughTmux, true)
        XCTAssertEqual(through?.renderer(forColumns: 80).passesThroughTmux, true)
        XCTAssertEqual(blocks?.passesThroughTmux, false)
        XCTAssertEqual(direct?.passesThroughTmux, false)
    }

    func test_defaultRows_leaveRoomForAnItemsTextOnTheScreen() {
        XCTAssertEqual(ThumbnailSettings.defaultRows(screenRows: 24), 16)
        XCTAssertEqual(ThumbnailSettings.defaultRows(screenRows: 30), 22)
    }

    func test_defaultRows_stayBetween8And40() {
        XCTAssertEqual(ThumbnailSettings.defaultRows(screenRows: 10), 8)
        XCTAssertEqual(ThumbnailSettings.defaultRows(screenRows: 1), 8)
        XCTAssertEqual(ThumbnailSettings.defaultRows(screenRows: 120), 40)
    }

    func test_defaultRows_are8WhereTheOutputIsNoTerminal() {
        XCTAssertEqual(ThumbnailSettings.defaultRows(screenRows: nil), 8)
    }

    func test_auto_usesTheTerminalsOwnPictureProtocol() {
        XCTAssertEqual(style(.auto, ["TERM": "xterm-kitty"]), .kitty)
        XCTAssertEqual(style(.auto, ["KITTY_WINDOW_ID": "1"]), .kitty)
        XCTAssertEqual(style(.auto, ["TERM_PROGRAM": "WezTerm"]), .kitty)
        XCTAssertEqual(style(.auto, ["TERM_PROGRAM": "ghostty"]), .kitty)
        XCTAssertEqual(style(.auto, ["TERM_PROGRAM": "iTerm.app"]), .iTerm)
        XCTAssertEqual(style(.auto, ["LC_TERMINAL": "iTerm2"]), .iTerm)
    }

    func test_auto_drawsBlockSymbolsElsewhereAndInsideTmux_in24BitColourWhereTheTerminalSaysSo() {
        XCTAssertEqual(style(.auto, ["TERM": "xterm-256color"]), .blockSymbols(.palette256))
        XCTAssertEqual(style(.auto, ["COLORTERM": "truecolor"]), .blockSymbols(.trueColor))
        XCTAssertEqual(style(.auto, ["COLORTERM": "24bit"]), .blockSymbols(.trueColor))
        XCTAssertEqual(style(.auto, ["TMUX": "/tmp/tmux", "TERM": "xterm-kitty"]), .blockSymbols(.palette256))
    }

    func test_aStyleAskedForByName_isDrawnWhereverTheOutputGoes_andNoneNever() {
        XCTAssertEqual(style(.kitty, [:], isColorTerminal: false), .kitty)
        XCTAssertEqual(style(.iterm, [:], isColorTerminal: false), .iTerm)
        XCTAssertEqual(style(.blocks, ["COLORTERM": "truecolor"], isColorTerminal: false), .blockSymbols(.trueColor))
        XCTAssertNil(
            ThumbnailSettings.thumbnails(.none, rows: 8, environment: ["TERM": "xterm-kitty"], isColorTerminal: true))
        XCTAssertEqual(ThumbnailSettings.thumbnails(.blocks, rows: 3, environment: [:], isColorTerminal: true)?.rows, 3)
    }

    // MARK: - Helpers

    private func style(_ option: LaunchOptions.Images, _ environment: [String: String], isColorTerminal: Bool = true)
        -> ThumbnailStyle?
    {
        ThumbnailSettings.thumbnails(option, rows: 8, environment: environment, isColorTerminal: isColorTerminal)?.style
    }
}
