import XCTest

@testable import TerminalGraphics

/// The layout's bound on pixels, which the renderer's sixel pictures are drawn at: checked here
/// rather than by drawing a picture of 4,096 pixels a side.
final class PictureLayoutTests: XCTestCase {
    func test_init_boundsThePixelsByMaxPixelSideAndCoversFewerCells() {
        let sut = PictureLayout(
            imageWidth: 640, imageHeight: 480, rows: 8, maxColumns: 80,
            cell: CellPixelSize(width: 1000, height: 2000), maxPixelSide: 4096)

        XCTAssertEqual([sut.pixelWidth, sut.pixelHeight], [4096, 3072])
        XCTAssertEqual([sut.columns, sut.rows], [5, 2])
    }

    func test_init_fillsTheBoxsRowsWithATallImageAndItsColumnsWithAWideOne() {
        let cell = CellPixelSize(width: 10, height: 20)
        let tall = PictureLayout(imageWidth: 300, imageHeight: 400, rows: 8, maxColumns: 80, cell: cell)
        let wide = PictureLayout(imageWidth: 4000, imageHeight: 400, rows: 8, maxColumns: 80, cell: cell)

        XCTAssertEqual(tall.span, .rows(8))
        XCTAssertEqual([tall.columns, tall.pixelWidth, tall.pixelHeight], [12, 120, 160])
        XCTAssertEqual(wide.span, .columns(80))
        XCTAssertEqual([wide.rows, wide.pixelWidth, wide.pixelHeight], [4, 800, 80])
    }

    func test_box_isTheCoveredCellsAtThePicturesScale() {
        let sut = PictureLayout(
            imageWidth: 640, imageHeight: 480, rows: 8, maxColumns: 80, cell: CellPixelSize(width: 9, height: 20))

        // 213 × 160 on the screen in 24 × 8 cells (216 × 160); at half that scale, 108 × 80.
        XCTAssertTrue(sut.box(cell: CellPixelSize(width: 9, height: 20), atScaleOf: (107, 80)) == (108, 80))
    }
}
