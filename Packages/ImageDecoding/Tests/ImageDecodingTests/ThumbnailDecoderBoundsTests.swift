import Foundation
import ImageDecoding
import XCTest

final class ThumbnailDecoderBoundsTests: XCTestCase {
    func test_decode_failsAsTruncatedOnEveryPrefixOfEveryFormat() throws {
        for name in [
            "two-color-32x16.jpg", "two-color-progressive-32x16.jpg", "rgb8.png", "interlaced-9x11.png",
            "two-color-4x4.gif", "lossy-24x16.webp", "lossless-alpha-24x16.webp", "lossy-24x16.avif",
            "lossless-alpha-24x16.avif",
        ] {
            let data = try DecodingFixtures.data(name)
            // Every cut but the last few bytes (a JPEG's end-of-image marker, a PNG's IEND, a GIF's
            // trailer are not needed for the pixels). An AVIF file's first 4 bytes are its first
            // box's size, any number: cut there it is no known format.
            let first = name.hasSuffix(".avif") ? 5 : 0
            for length in stride(from: first, to: data.count - 12, by: 1) {
                XCTAssertThrowsError(try ThumbnailDecoder().decode(data.prefix(length), width: 2, height: 1)) { error in
                    XCTAssertEqual(error as? ImageDecodingError, .truncated, "\(name) cut at \(length)")
                }
            }
        }
    }

    func test_decode_failsAsCorruptOnBrokenJPEGTables() throws {
        var bytes = [UInt8](try DecodingFixtures.data("two-color-32x16.jpg"))
        // Every Huffman table's counts overwritten: more codes than any code length allows.
        var offset = 2
        while offset + 4 < bytes.count, bytes[offset] == 0xFF {
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if bytes[offset + 1] == 0xC4 {
                for index in offset + 5..<offset + 21 { bytes[index] = 0xFF }
            }
            if bytes[offset + 1] == 0xDA { break }
            offset += 2 + length
        }

        assertDecode(Data(bytes), throws: .corrupt)
    }

    func test_decode_failsAsCorruptOnPNGWithBadImageDataChecksum() throws {
        var bytes = [UInt8](try DecodingFixtures.data("rgb8.png"))
        let idat = try XCTUnwrap(find(Array("IDAT".utf8), in: bytes))
        let length =
            Int(bytes[idat - 4]) << 24 | Int(bytes[idat - 3]) << 16 | Int(bytes[idat - 2]) << 8 | Int(bytes[idat - 1])
        bytes[idat + 4 + length] ^= 0xFF

        assertDecode(Data(bytes), throws: .corrupt)
    }

    func test_decode_refusesMoreThanFiftyMegapixelsFromHeaderAlone() {
        // Headers only: nothing after them, so decoding would fail as truncated if it started.
        let png: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0x27, 0x10, 0, 0, 0x13, 0x89, 8, 6, 0, 0, 0, 0, 0, 0, 0]  // 10000 x 5001
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8, 0x1B, 0x58, 0x1F, 0x40, 1, 1, 0x11, 0]  // 8000 x 7000
        let gif: [UInt8] = Array("GIF89a".utf8) + [0x40, 0x1F, 0x58, 0x1B, 0, 0, 0]  // 8000 x 7000

        assertDecode(Data(png), throws: .tooLarge(width: 10000, height: 5001))
        assertDecode(Data(jpeg), throws: .tooLarge(width: 8000, height: 7000))
        assertDecode(Data(gif), throws: .tooLarge(width: 8000, height: 7000))
    }

    func test_decode_takesUpToFiftyMegapixelsByDefault() {
        XCTAssertEqual(ThumbnailDecoder().maxPixelCount, 50_000_000)
    }

    func test_decode_refusesImageOverCustomPixelLimit() throws {
        let data = try DecodingFixtures.data("two-color-64x32.png")

        XCTAssertThrowsError(try ThumbnailDecoder(maxPixelCount: 64 * 32 - 1).decode(data, width: 1, height: 1)) {
            XCTAssertEqual($0 as? ImageDecodingError, .tooLarge(width: 64, height: 32))
        }
        XCTAssertNoThrow(try ThumbnailDecoder(maxPixelCount: 64 * 32).decode(data, width: 1, height: 1))
    }

    func test_decode_refusesAnimatedWebPWhoseFirstFrameLeavesItsCanvas() throws {
        var bytes = [UInt8](try DecodingFixtures.data("animated-24x16.webp"))
        let frame = try XCTUnwrap(find(Array("ANMF".utf8), in: bytes))
        // The frame's X / 2, a 24-bit field after the chunk's header: 2 puts its 24 columns at 4.
        bytes[frame + 8] = 2

        assertDecode(Data(bytes), throws: .corrupt)
    }

    func test_decode_refusesTheLargestSizesAHeaderDeclaresWithoutOverflowing() throws {
        // A fuzzed AVIF declared 2^32 - 1 a side, and width × height trapped: now the header
        // takes up to 2^24 a side and the product is checked.
        var bytes = [UInt8](try DecodingFixtures.data("lossy-24x16.avif"))
        let ispe = try XCTUnwrap(Data(bytes).range(of: Data("ispe".utf8))).upperBound
        let side = UInt32(1 << 24)
        bytes.replaceSubrange(
            ispe + 4..<ispe + 12, with: withUnsafeBytes(of: (side.bigEndian, side.bigEndian), Array.init))

        assertDecode(Data(bytes), throws: .tooLarge(width: 1 << 24, height: 1 << 24))
    }

    func test_decode_refusesAVIFOverThePixelLimitBeforeDecoding() throws {
        let data = try DecodingFixtures.data("lossy-24x16.avif")

        XCTAssertThrowsError(try ThumbnailDecoder(maxPixelCount: 24 * 16 - 1).decode(data, width: 1, height: 1)) {
            XCTAssertEqual($0 as? ImageDecodingError, .tooLarge(width: 24, height: 16))
        }
    }

    func test_decode_reportsUnknownFormat() {
        assertDecode(Data("<html>not an image</html>".utf8), throws: .unknownFormat)
    }

    func test_decodeFitting_keepsAspectRatioInsideTheBox() throws {
        let data = try DecodingFixtures.data("two-color-64x32.png")

        let wide = try ThumbnailDecoder().decode(data, fittingWidth: 40, height: 16)
        let narrow = try ThumbnailDecoder().decode(data, fittingWidth: 10, height: 16)

        XCTAssertEqual([wide.width, wide.height], [32, 16])
        XCTAssertEqual([narrow.width, narrow.height], [10, 5])
    }

    func test_fittingSize_scalesUpSmallImagesAndNeverGoesBelowOnePixel() {
        XCTAssertTrue(ThumbnailDecoder.fittingSize(width: 1, height: 1, maxWidth: 80, maxHeight: 16) == (16, 16))
        XCTAssertTrue(ThumbnailDecoder.fittingSize(width: 1000, height: 1, maxWidth: 80, maxHeight: 16) == (80, 1))
        XCTAssertTrue(ThumbnailDecoder.fittingSize(width: 640, height: 480, maxWidth: 80, maxHeight: 16) == (21, 16))
    }

    // MARK: - Helpers

    private func assertDecode(
        _ data: Data,
        throws expected: ImageDecodingError,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertThrowsError(try ThumbnailDecoder().decode(data, width: 8, height: 8), file: file, line: line) {
            XCTAssertEqual($0 as? ImageDecodingError, expected, file: file, line: line)
        }
    }

    private func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...bytes.count - needle.count).first { Array(bytes[$0..<$0 + needle.count]) == needle }
    }
}
