import ImageDecoding
import XCTest

final class AreaAverageScalingTests: XCTestCase {
    func test_scaled_averagesEachBoxOfPixels() {
        let image = PixelImage(width: 4, height: 2, pixels: rows([[0, 100, 200, 250], [50, 150, 0, 50]]))

        XCTAssertEqual(image.scaled(width: 2, height: 1), PixelImage(width: 2, height: 1, pixels: rows([[75, 125]])))
    }

    func test_scaled_splitsUnevenSizesIntoNearlyEqualBoxes() {
        let image = PixelImage(width: 3, height: 1, pixels: rows([[30, 60, 90]]))

        // Boxes of 1 and 2 pixels.
        XCTAssertEqual(image.scaled(width: 2, height: 1), PixelImage(width: 2, height: 1, pixels: rows([[30, 75]])))
    }

    func test_scaled_repeatsPixelsWhenScalingUp() {
        let image = PixelImage(width: 2, height: 1, pixels: rows([[10, 20]]))

        XCTAssertEqual(
            image.scaled(width: 5, height: 2),
            PixelImage(width: 5, height: 2, pixels: rows([[10, 10, 10, 20, 20], [10, 10, 10, 20, 20]]))
        )
    }

    func test_scaled_weighsColoursByAlpha() {
        let opaqueRed: [UInt8] = [255, 0, 0, 255]
        let transparentGreen: [UInt8] = [0, 255, 0, 0]
        let image = PixelImage(width: 2, height: 1, pixels: opaqueRed + transparentGreen)

        // The colour stays red (green was invisible); alpha is the average.
        XCTAssertEqual(
            image.scaled(width: 1, height: 1).pixel(x: 0, y: 0), RGBAColor(red: 255, green: 0, blue: 0, alpha: 128))
    }

    func test_scaled_leavesFullyTransparentBoxesAllZero() {
        let image = PixelImage(width: 2, height: 1, pixels: [9, 9, 9, 0, 7, 7, 7, 0])

        XCTAssertEqual(
            image.scaled(width: 1, height: 1).pixel(x: 0, y: 0), RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
    }

    func test_scaled_keepsImageOfSameSize() {
        let image = PixelImage(width: 2, height: 2, pixels: rows([[1, 2], [3, 4]]))

        XCTAssertEqual(image.scaled(width: 2, height: 2), image)
    }

    // MARK: - Helpers

    /// Opaque gray pixels of the given levels, row by row.
    private func rows(_ levels: [[UInt8]]) -> [UInt8] {
        levels.flatMap { $0.flatMap { [$0, $0, $0, 255] } }
    }
}
