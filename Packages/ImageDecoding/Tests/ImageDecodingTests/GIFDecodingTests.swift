import ImageDecoding
import XCTest

final class GIFDecodingTests: XCTestCase {
    func test_decode_deliversPixelsOfFirstFrame() throws {
        try assertDecodesExactly("two-color-4x4.gif", width: 4, height: 4)
    }

    func test_decode_placesSmallerFrameOnTransparentScreenWithItsTransparentIndex() throws {
        // The frame has its own palette and a transparent index; a second frame follows, ignored.
        try assertDecodesExactly("framed-5x4.gif", width: 5, height: 4)
    }

    func test_decode_reordersInterlacedRows() throws {
        try assertDecodesExactly("interlaced-5x9.gif", width: 5, height: 9)
    }

    func test_decode_followsCodesUpToTwelveBitsAndClearCodes() throws {
        try assertDecodesExactly("random-100x100.gif", width: 100, height: 100)
    }

    func test_decode_scalesAsItsFullSizePixelsScale() throws {
        for (name, width, height) in [("framed-5x4.gif", 5, 4), ("random-100x100.gif", 100, 100)] {
            let data = try DecodingFixtures.data(name)
            let full = try ThumbnailDecoder().decode(data, width: width, height: height)

            for (targetWidth, targetHeight) in [(2, 2), (3, 7), (7, 3), (11, 13)] {
                XCTAssertEqual(
                    try ThumbnailDecoder().decode(data, width: targetWidth, height: targetHeight),
                    full.scaled(width: targetWidth, height: targetHeight),
                    "\(name) at \(targetWidth) x \(targetHeight)"
                )
            }
        }
    }

    func test_decode_failsOnCodeThatIsNotInTable() throws {
        // A 1x1 GIF whose first code after the clear code (4, with 2-bit indices) is 7: undefined.
        let data = gif(screenWidth: 1, screenHeight: 1, lzw: [0x02, 0x01, 0x3C, 0x00])

        XCTAssertThrowsError(try ThumbnailDecoder().decode(data, width: 1, height: 1)) {
            XCTAssertEqual($0 as? ImageDecodingError, .corrupt)
        }
    }

    func test_decode_drawsEveryMinimumCodeSizeUpToElevenBits() throws {
        let palette: [[UInt8]] = [[255, 0, 0], [0, 0, 255], [0, 255, 0], [255, 255, 255]]
        for minimumCodeSize in 2...11 {
            let file = GIFFileBuilder(
                width: 4, height: 2, palette: palette, minimumCodeSize: minimumCodeSize,
                indices: [0, 1, 2, 3, 3, 2, 1, 0])

            let image = try ThumbnailDecoder().decode(file.data, width: 4, height: 2)

            let expected = [0, 1, 2, 3, 3, 2, 1, 0].map { palette[$0] + [255] }
            XCTAssertEqual(image.pixels, expected.flatMap { $0 }, "minimum code size \(minimumCodeSize)")
        }
    }

    func test_decode_refusesMinimumCodeSizeOfTwelveBitsOrMore() {
        for minimumCodeSize in [0, 12, 255] {
            let file = GIFFileBuilder(width: 1, height: 1, palette: [[255, 0, 0]], minimumCodeSize: 2, indices: [0])
            var bytes = [UInt8](file.data)
            bytes[13 + 6 + 10] = UInt8(minimumCodeSize)

            XCTAssertThrowsError(try ThumbnailDecoder().decode(Data(bytes), width: 1, height: 1)) {
                XCTAssertEqual($0 as? ImageDecodingError, .corrupt, "minimum code size \(minimumCodeSize)")
            }
        }
    }

    func test_decode_drawsIndicesPastThePaletteOpaqueBlack() throws {
        let palette: [[UInt8]] = [[255, 0, 0], [0, 0, 255]]
        let file = GIFFileBuilder(width: 3, height: 1, palette: palette, minimumCodeSize: 11, indices: [1, 2, 1_500])

        let image = try ThumbnailDecoder().decode(file.data, width: 3, height: 1)

        XCTAssertEqual(image.pixels, [0, 0, 255, 255, 0, 0, 0, 255, 0, 0, 0, 255])
    }

    func test_decode_failsOnImageWithoutPalette() throws {
        let data = gif(screenWidth: 1, screenHeight: 1, lzw: [0x02, 0x02, 0x44, 0x01, 0x00], palette: false)

        XCTAssertThrowsError(try ThumbnailDecoder().decode(data, width: 1, height: 1)) {
            XCTAssertEqual($0 as? ImageDecodingError, .corrupt)
        }
    }

    func test_decode_refusesFrameOfMoreThanMaxPixelsBeforeDecodingIt() throws {
        let data = gif(screenWidth: 1, screenHeight: 1, frameWidth: 65535, frameHeight: 65535, lzw: [0x02, 0x00])

        XCTAssertThrowsError(try ThumbnailDecoder().decode(data, width: 1, height: 1)) {
            XCTAssertEqual($0 as? ImageDecodingError, .tooLarge(width: 65535, height: 65535))
        }
    }

    // MARK: - Helpers

    /// A GIF with a 4-colour global palette (unless `palette` is false) and one frame at (0, 0)
    /// whose image data is `lzw` (the minimum code size, then sub-blocks).
    private func gif(
        screenWidth: UInt8,
        screenHeight: UInt8,
        frameWidth: UInt16 = 1,
        frameHeight: UInt16 = 1,
        lzw: [UInt8],
        palette: Bool = true
    ) -> Data {
        var bytes = Array("GIF89a".utf8) + [screenWidth, 0, screenHeight, 0]
        bytes += palette ? [0xF1, 0, 0] + [UInt8](repeating: 0x80, count: 12) : [0x70, 0, 0]
        bytes += [0x2C, 0, 0, 0, 0]
        bytes += [UInt8(frameWidth & 0xFF), UInt8(frameWidth >> 8), UInt8(frameHeight & 0xFF), UInt8(frameHeight >> 8)]
        bytes += [0x00] + lzw + [0x3B]
        return Data(bytes)
    }
}
