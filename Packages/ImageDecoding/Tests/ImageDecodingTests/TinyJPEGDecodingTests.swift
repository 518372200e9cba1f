import Foundation
import ImageDecoding
import XCTest

/// JPEGs smaller than libjpeg's 8 × 8 block on a side, decoded as libjpeg decodes them at full
/// scale (the `.rgba` references, from `make-convert-fixtures.py`). Scaled inside the inverse DCT,
/// such a block is resampled with the encoder's padding and comes out 17 to 67 off.
final class TinyJPEGDecodingTests: XCTestCase {
    func test_decode_matchesTheFullScaleDecodeOfImagesSmallerThanABlockAtTheirOwnSize() throws {
        for side in 1...8 {
            let name = "tiny-\(side)x\(side).jpg"
            let reference = try DecodingFixtures.expectedPixels(of: name, width: side, height: side)

            let image = try ThumbnailDecoder().decode(DecodingFixtures.data(name), width: side, height: side)

            XCTAssertLessThan(meanColorDistance(image, reference), 5, name)
        }
    }

    func test_decode_matchesTheFullScaleDecodeOfAStripOneRowHighScaledDown() throws {
        let reference = try DecodingFixtures.expectedPixels(of: "strip-1000x1.jpg", width: 1000, height: 1)

        for width in [80, 125, 500] {
            let image = try ThumbnailDecoder().decode(
                DecodingFixtures.data("strip-1000x1.jpg"), width: width, height: 1)

            XCTAssertLessThan(meanColorDistance(image, reference.scaled(width: width, height: 1)), 5, "\(width) wide")
        }
    }

    // MARK: - Helpers

    /// The mean over pixels of the Euclidean distance of their colours (0 to 441).
    private func meanColorDistance(_ image: PixelImage, _ reference: PixelImage) -> Double {
        precondition(image.width == reference.width && image.height == reference.height, "the same size")
        var total = 0.0
        for offset in stride(from: 0, to: image.pixels.count, by: 4) {
            let squares = (0..<3).map { channel -> Double in
                let difference = Double(image.pixels[offset + channel]) - Double(reference.pixels[offset + channel])
                return difference * difference
            }
            total += squares.reduce(0, +).squareRoot()
        }
        return total / Double(image.width * image.height)
    }
}
