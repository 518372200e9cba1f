import ImageDecoding
import XCTest

@testable import TerminalGraphics

final class PNGEncoderTests: XCTestCase {
    func test_encode_decodesBackToTheSameOpaquePixelsAsRGBAtOddSizes() throws {
        for (width, height) in [(1, 1), (3, 2), (17, 5)] {
            let noise = TestImages.noise(width: width, height: height)
            let gradient = TestImages.gradient(width: width, height: height)

            for image in [noise, gradient] {
                let png = try PNGFile(PNGEncoder.encode(image))

                XCTAssertEqual([png.width, png.height], [width, height])
                XCTAssertEqual(png.colorType, 2, "RGB")
                XCTAssertEqual(try png.pixels(), image, "\(width) × \(height)")
            }
        }
    }

    func test_encode_decodesBackToTheSamePixelsAsRGBAWhenAnyIsNotOpaque() throws {
        for (width, height) in [(1, 1), (3, 2), (17, 5)] {
            let noise = withTransparentPixels(TestImages.noise(width: width, height: height, alpha: nil))
            let halfOpaque = PixelImage(
                width: width, height: height, filledWith: RGBAColor(red: 9, green: 8, blue: 7, alpha: 128))

            for image in [noise, halfOpaque] {
                let png = try PNGFile(PNGEncoder.encode(image))

                XCTAssertEqual(png.colorType, 6, "RGBA")
                XCTAssertEqual(try png.pixels(), image, "\(width) × \(height)")
            }
        }
    }

    func test_encode_writesAHeaderOneDataChunkAndTheEndWithValidCRCs() throws {
        let png = try PNGFile(PNGEncoder.encode(TestImages.gradient(width: 300, height: 2)))

        XCTAssertEqual(png.chunks.map(\.type), ["IHDR", "IDAT", "IEND"])
        XCTAssertEqual(png.header, [0, 0, 1, 44, 0, 0, 0, 2, 8, 2, 0, 0, 0])
        XCTAssertEqual(png.chunks.last?.data, [])
    }

    func test_encode_choosesEachFilterWhereItsPredictionIsBest() throws {
        let noise = TestImages.noise(width: 16, height: 1).pixels

        // Small bytes as they are: differences would be larger.
        XCTAssertEqual(try filterTypes(grey([[0, 2, 0, 2, 0, 2, 0, 2]])), [.none])
        // A ramp across: each pixel its left neighbour plus 20.
        XCTAssertEqual(try filterTypes(grey([[0, 20, 40, 60, 80, 100, 120, 140]])), [.sub])
        // The second row repeats the first.
        XCTAssertEqual(try filterTypes(PixelImage(width: 16, height: 2, pixels: noise + noise)).last, .up)
        // Each pixel of the second row is the mean of its left and upper neighbours, rounded down.
        XCTAssertEqual(
            try filterTypes(grey([[200, 40, 220, 0, 180, 60, 240, 20], [100, 70, 145, 72, 126, 93, 166, 93]])).last,
            .average)
        // Flat blocks: a vertical edge and, right of it, a horizontal one; only Paeth follows both.
        XCTAssertEqual(
            try filterTypes(grey([[60, 60, 60, 60, 20, 20, 20, 20], [60, 60, 60, 60, 100, 100, 100, 100]])).last,
            .paeth)
    }

    // MARK: - Helpers

    private func filterTypes(_ image: PixelImage) throws -> [PNGEncoder.Filter] {
        try PNGFile(PNGEncoder.encode(image)).filterTypes().map { try XCTUnwrap(PNGEncoder.Filter(rawValue: $0)) }
    }

    /// Opaque grey pixels, a row of values each.
    private func grey(_ rows: [[UInt8]]) -> PixelImage {
        let pixels = rows.joined().flatMap { (value: UInt8) -> [UInt8] in [value, value, value, 255] }
        return PixelImage(width: rows[0].count, height: rows.count, pixels: pixels)
    }

    /// The image with its first pixel transparent, and every transparent pixel all zeros, as a
    /// decoder gives them back (their colour means nothing).
    private func withTransparentPixels(_ image: PixelImage) -> PixelImage {
        var pixels = image.pixels
        pixels[3] = 0
        for offset in stride(from: 0, to: pixels.count, by: 4) where pixels[offset + 3] == 0 {
            pixels.replaceSubrange(offset..<offset + 4, with: [0, 0, 0, 0])
        }
        return PixelImage(width: image.width, height: image.height, pixels: pixels)
    }
}
