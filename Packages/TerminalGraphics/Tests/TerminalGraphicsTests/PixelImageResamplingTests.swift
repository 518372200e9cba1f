import ImageDecoding
import SeededRandom
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

    func test_resampled_isTheSameWhicheverSideIsScaledFirst() {
        var random = SplitMix64(seed: 38)
        for _ in 0..<300 {
            let (width, height) = (Int.random(in: 1...40, using: &random), Int.random(in: 1...40, using: &random))
            let pixels = (0..<width * height * 4).map { _ in UInt8.random(in: 0...255, using: &random) }
            let image = PixelImage(width: width, height: height, pixels: pixels)
            let targetWidth = Int.random(in: 1...90, using: &random)
            let targetHeight = Int.random(in: 1...90, using: &random)

            let acrossFirst = image.resampled(width: targetWidth, height: targetHeight, acrossFirst: true)
            let downFirst = image.resampled(width: targetWidth, height: targetHeight, acrossFirst: false)
            let chosen = image.resampled(width: targetWidth, height: targetHeight)

            let sizes = "\(width)x\(height) to \(targetWidth)x\(targetHeight)"
            XCTAssertEqual(acrossFirst.pixels, downFirst.pixels, sizes)
            XCTAssertEqual(chosen.pixels, acrossFirst.pixels, sizes)
        }
    }

    func test_resampled_ofAnOpaqueImage_isTheSameWithoutWeighingByAlpha() {
        var random = SplitMix64(seed: 50)
        for _ in 0..<300 {
            let (width, height) = (Int.random(in: 1...40, using: &random), Int.random(in: 1...40, using: &random))
            let pixels = (0..<width * height * 4).map { $0 % 4 == 3 ? 255 : UInt8.random(in: 0...255, using: &random) }
            let image = PixelImage(width: width, height: height, pixels: pixels)
            let targetWidth = Int.random(in: 1...90, using: &random)
            let targetHeight = Int.random(in: 1...90, using: &random)

            let sizes = "\(width)x\(height) to \(targetWidth)x\(targetHeight)"
            for acrossFirst in [true, false] {
                let weighed = image.resampled(width: targetWidth, height: targetHeight, acrossFirst: acrossFirst)
                let opaque = image.resampled(
                    width: targetWidth, height: targetHeight, acrossFirst: acrossFirst, weighingAlpha: false)
                XCTAssertEqual(opaque.pixels, weighed.pixels, sizes)
            }
        }
    }

    // MARK: - Helpers

    private func row(_ reds: [UInt8]) -> PixelImage {
        PixelImage(width: reds.count, height: 1, pixels: reds.flatMap { [$0, 0, 0, 255] })
    }

    private func reds(of image: PixelImage) -> [UInt8] {
        stride(from: 0, to: image.pixels.count, by: 4).map { image.pixels[$0] }
    }
}
