import TerminalGraphics
import XCTest

@testable import feed_tty

/// How the terminal's answers at start choose the thumbnails' style, with the environment's hints.
final class ThumbnailSettingsTerminalAnswersTests: XCTestCase {
    private let cell = CellPixelSize(width: 9, height: 18)

    func test_auto_prefersKittysProtocolTheTerminalAnswered_overEveryHint() {
        let kitty = TerminalGraphicsCapabilities(kitty: true, sixel: true)

        XCTAssertEqual(style(.auto, kitty, ["TERM_PROGRAM": "iTerm.app"]), .kitty)
        XCTAssertEqual(style(.auto, kitty, [:]), .kitty)
    }

    func test_auto_prefersITerm2ByTheEnvironment_overSixelTheTerminalListed() {
        XCTAssertEqual(style(.auto, .init(sixel: true), ["LC_TERMINAL": "iTerm2"]), .iTerm)
    }

    func test_auto_drawsSixelWhereTheTerminalListsIt_overKittyHintsInTheEnvironment() {
        XCTAssertEqual(style(.auto, .init(sixel: true), ["TERM": "xterm-256color"]), .sixel)
        XCTAssertEqual(style(.auto, .init(sixel: true), ["TERM": "xterm-kitty"]), .sixel)
    }

    func test_auto_fallsBackToTheEnvironmentsHints_whenTheTerminalSaidNothing() {
        XCTAssertEqual(style(.auto, .none, ["TERM": "xterm-kitty"]), .kitty)
        XCTAssertEqual(style(.auto, .none, ["TERM_PROGRAM": "WezTerm"]), .kitty)
        XCTAssertEqual(style(.auto, .none, ["COLORTERM": "truecolor"]), .blockSymbols(.trueColor))
    }

    func test_auto_drawsBlockSymbolsInsideTmux_whateverTheAnswers() {
        let tmux = ["TMUX": "/tmp/tmux-0/default,1,0", "TERM": "tmux-256color"]

        XCTAssertEqual(style(.auto, .init(kitty: true, sixel: true), tmux), .blockSymbols(.palette256))
    }

    func test_thumbnails_carryTheCellSize_soPicturesAreDrawnInTheirTrueShape() {
        let thumbnails = ThumbnailSettings.thumbnails(
            .sixel, rows: 8, environment: [:], isColorTerminal: true, capabilities: .init(cellPixelSize: cell))

        XCTAssertEqual(thumbnails?.style, .sixel)
        XCTAssertEqual(thumbnails?.cellPixelSize, cell)
    }

    func test_sixelAskedForByName_isDrawnWhereverTheOutputGoes() {
        XCTAssertEqual(style(.sixel, .none, [:], isColorTerminal: false), .sixel)
    }

    func test_query_asksAutosTerminalForItsProtocolsAndSixelLimits_andTheCellSizeUnlessTheWindowTellsIt() {
        XCTAssertEqual(
            query(.auto, knowsCellSize: false),
            .init(asksForKitty: true, asksForCellSize: true, asksForSixelLimits: true))
        XCTAssertEqual(
            query(.auto, knowsCellSize: true),
            .init(asksForKitty: true, asksForCellSize: false, asksForSixelLimits: true))
    }

    func test_query_asksNothingForAutoInsideTmuxOrWithoutColour() {
        XCTAssertNil(query(.auto, ["TMUX": "/tmp/tmux-0/default,1,0"], knowsCellSize: false))
        XCTAssertNil(query(.auto, isColorTerminal: false, knowsCellSize: false))
    }

    func test_query_asksKittyByNameOnlyForAnUnknownCellSize() {
        XCTAssertEqual(query(.kitty, knowsCellSize: false), .init(asksForKitty: false, asksForCellSize: true))
        XCTAssertNil(query(.kitty, knowsCellSize: true))
    }

    func test_query_asksSixelByNameForItsLimits_andForAnUnknownCellSize() {
        XCTAssertEqual(
            query(.sixel, knowsCellSize: false),
            .init(asksForKitty: false, asksForCellSize: true, asksForSixelLimits: true))
        XCTAssertEqual(
            query(.sixel, knowsCellSize: true),
            .init(asksForKitty: false, asksForCellSize: false, asksForSixelLimits: true))
    }

    func test_query_asksNothingForITerm2BlockSymbolsOrNone() {
        for option in [LaunchOptions.Images.iterm, .blocks, .none] {
            XCTAssertNil(query(option, knowsCellSize: false), "\(option)")
        }
    }

    // MARK: - Helpers

    private func style(
        _ option: LaunchOptions.Images,
        _ capabilities: TerminalGraphicsCapabilities,
        _ environment: [String: String],
        isColorTerminal: Bool = true
    ) -> ThumbnailStyle? {
        ThumbnailSettings.thumbnails(
            option, rows: 8, environment: environment, isColorTerminal: isColorTerminal, capabilities: capabilities
        )?.style
    }

    private func query(
        _ option: LaunchOptions.Images,
        _ environment: [String: String] = [:],
        isColorTerminal: Bool = true,
        knowsCellSize: Bool
    ) -> TerminalGraphicsQuery? {
        ThumbnailSettings.query(
            option, environment: environment, isColorTerminal: isColorTerminal, knowsCellSize: knowsCellSize)
    }
}
