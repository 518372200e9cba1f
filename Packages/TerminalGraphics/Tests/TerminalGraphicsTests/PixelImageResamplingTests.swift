import ImageDecoding
import XCTest

@testable import TerminalGraphics

final class PixelImageResamplingTests: XCTestCase {
    func test_resampled_averagesExactFractionsOfPixelsScalingDown() {
        XCTAssertEqual(reds(of: row([0, 90, 180]).resampled(width: 2, height: 1)), [30, 150])
    }

    func test_resampled_interpolatesBetweenNeighboursScalingUpLessThanTwice() {
        XCTAssertEqual(reds(of: row([0, 100]).resampled(width: 3, height: 1)), [0, 50, 100])
    }

    func test_resampled_repeatsPixelsScalingUpTwiceOrMore() {
        XCTAssertEqual(reds(of: row([0, 100]).resampled(width: 4, height: 1)), [0, 0, 100, 100])
    }

    func test_resampled_weighsColoursByAlpha() {
        let image = PixelImage(width: 2, height: 1, pixels: [200, 0, 0, 255, 0, 0, 0, 0])

        XCTAssertEqual(image.resampled(width: 1, height: 1).pixels, [200, 0, 0, 128])
    }

    func test_resampled_scalesEachSideOnItsOwn() {
        let image = PixelImage(width: 4, height: 2, pixels: [UInt8](repeating: 7, count: 32))

        let scaled = image.resampled(width: 2, height: 3)

        XCTAssertEqual([scaled.width, scaled.height], [2, 3])
        XCTAssertEqual(scaled.pixels, [UInt8](repeating: 7, count: 24))
    }

    // MARK: - Helpers

    private func row(_ reds: [UInt8]) -> PixelImage {
        PixelImage(width: reds.count, height: 1, pixels: reds.flatMap { [$0, 0, 0, 255] })
    }

    private func reds(of image: PixelImage) -> [UInt8] {
        stride(from: 0, to: image.pixels.count, by: 4).map { image.pixels[$0] }
    }
}
