import TerminalGraphics
import XCTest

final class ThumbnailSizeTests: XCTestCase {
    func test_init_keepsRowsAndFollowsAspectRatioWithSquareThumbnailGridPixels() {
        let size = ThumbnailSize(imageWidth: 640, imageHeight: 480, maxColumns: 80)

        XCTAssertEqual([size.columns, size.rows, size.pixelWidth, size.pixelHeight], [21, 8, 21, 16])
    }

    func test_init_takesRowsAskedFor() {
        let size = ThumbnailSize(imageWidth: 100, imageHeight: 100, rows: 3, maxColumns: 80)

        XCTAssertEqual([size.columns, size.rows, size.pixelWidth, size.pixelHeight], [6, 3, 6, 6])
    }

    func test_init_neverGoesPastMaxColumnsAndMakesWideImagesLessTall() {
        let size = ThumbnailSize(imageWidth: 300, imageHeight: 100, maxColumns: 20)

        XCTAssertEqual([size.columns, size.rows, size.pixelWidth, size.pixelHeight], [20, 4, 20, 7])
    }

    func test_init_keepsAtLeastOneCell() {
        let tall = ThumbnailSize(imageWidth: 1, imageHeight: 10_000, maxColumns: 80)
        let wide = ThumbnailSize(imageWidth: 10_000, imageHeight: 1, maxColumns: 80)

        XCTAssertEqual([tall.columns, tall.rows], [1, 2])
        XCTAssertEqual([wide.columns, wide.rows], [4, 1])
    }

    func test_init_showsTheMiddleOfAVeryTallImageWithALegibleShortSide() {
        let size = ThumbnailSize(imageWidth: 150, imageHeight: 1500, rows: 16, maxColumns: 72)

        XCTAssertEqual([size.shownWidth, size.shownHeight], [150, 600])
        XCTAssertEqual([size.columns, size.rows, size.pixelWidth, size.pixelHeight], [8, 16, 8, 32])
    }

    func test_init_showsTheMiddleOfAVeryWideImageWithALegibleShortSide() {
        let size = ThumbnailSize(imageWidth: 2000, imageHeight: 200, rows: 8, maxColumns: 72)

        XCTAssertEqual([size.shownWidth, size.shownHeight], [800, 200])
        XCTAssertEqual([size.columns, size.rows, size.pixelWidth, size.pixelHeight], [64, 8, 64, 16])
    }

    func test_init_showsAllOfAnImageUpToFourTimesAsLongAsItIsShort() {
        let size = ThumbnailSize(imageWidth: 400, imageHeight: 100, rows: 8, maxColumns: 80)

        XCTAssertEqual([size.shownWidth, size.shownHeight], [400, 100])
        XCTAssertEqual([size.columns, size.rows], [64, 8])
    }

    func test_init_neverEnlargesAnImagePastItsOwnPixelsOnTheThumbnailGrid() {
        let onePixel = ThumbnailSize(imageWidth: 1, imageHeight: 1, maxColumns: 80)
        let twoByThree = ThumbnailSize(imageWidth: 2, imageHeight: 3, maxColumns: 80)
        let small = ThumbnailSize(imageWidth: 30, imageHeight: 10, maxColumns: 80)

        XCTAssertEqual([onePixel.columns, onePixel.rows, onePixel.pixelWidth, onePixel.pixelHeight], [1, 1, 1, 1])
        XCTAssertEqual(
            [twoByThree.columns, twoByThree.rows, twoByThree.pixelWidth, twoByThree.pixelHeight], [2, 2, 2, 3])
        XCTAssertEqual([small.columns, small.rows, small.pixelWidth, small.pixelHeight], [30, 5, 30, 10])
    }

    func test_init_fitsAnImageJustLargerThanTheBoxToTheBox() {
        let size = ThumbnailSize(imageWidth: 40, imageHeight: 17, maxColumns: 80)

        XCTAssertEqual([size.columns, size.rows, size.pixelWidth, size.pixelHeight], [38, 8, 38, 16])
    }
}
