import FeedTextUI
import TerminalGraphics
import XCTest

/// The renderer `view N` draws with: the terminal's whole width, its height less the item's line,
/// its image line and the prompt, in the list's style and within the terminal's limits.
final class ItemThumbnailsViewRendererTests: XCTestCase {
    func test_viewRenderer_takesTheTerminalsWidthAndItsHeightLessThreeRows() {
        let sut = ItemThumbnails(style: .blockSymbols(.trueColor), rows: 8)

        let renderer = sut.viewRenderer(columns: 120, rows: 40)

        XCTAssertEqual(renderer.maxColumns, 120)
        XCTAssertEqual(renderer.rows, 37)
        XCTAssertEqual(sut.renderer(forColumns: 120).rows, 8, "the list's thumbnails keep their rows")
    }

    func test_viewRenderer_keepsTheStyleCellAndSixelLimits_andSendsKittyTheCellsOwnPixels() {
        let cell = CellPixelSize(width: 9, height: 18)
        let limits = SixelLimits(maxWidth: 800, maxHeight: 600, colorRegisters: 64)
        let sut = ItemThumbnails(style: .kitty, cellPixelSize: cell, sixelLimits: limits)

        let renderer = sut.viewRenderer(columns: 80, rows: 24)

        XCTAssertEqual(renderer.style, .kitty)
        XCTAssertEqual(renderer.cellPixelSize, cell)
        XCTAssertEqual(renderer.sixelLimits, limits)
        XCTAssertEqual(renderer.kittyPixelsPerColumn, 9)
    }

    func test_viewRenderer_neverAsksForLessThanARowOrAColumn() {
        let renderer = ItemThumbnails(style: .sixel).viewRenderer(columns: 0, rows: 2)

        XCTAssertEqual([renderer.maxColumns, renderer.rows], [1, 1])
    }
}
