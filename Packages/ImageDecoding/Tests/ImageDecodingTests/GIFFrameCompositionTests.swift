import Foundation
import ImageDecoding
import XCTest

/// A first frame made of several image blocks, as the pygif suite's `images-combine.gif` and
/// `high-color.gif` make it: blocks with no graphic control extension are drawn onto one picture,
/// each with its own palette if it has one; a block after one is an animation's frame.
final class GIFFrameCompositionTests: XCTestCase {
    private let red: [UInt8] = [255, 0, 0]
    private let green: [UInt8] = [0, 255, 0]
    private let blue: [UInt8] = [0, 0, 255]
    private let white: [UInt8] = [255, 255, 255]

    func test_decode_composesBlocksWithoutGraphicControlIntoTheFirstFrame() throws {
        let file = GIFFileBuilder(
            width: 4, height: 2, palette: [red], blocks: quarters(colors: [red, green, blue, white]))

        let image = try ThumbnailDecoder().decode(file.data, width: 4, height: 2)

        XCTAssertEqual(image.pixels, rgba([red, red, green, green, blue, blue, white, white]))
    }

    func test_decode_composesMoreColoursThanOnePaletteHoldsFromLocalPalettes() throws {
        // 512 colours: two 16 × 16 halves, each block a palette of 256 of its own.
        let colors = (0..<512).map { [UInt8($0 % 256), UInt8($0 / 256 * 255), 128] }
        let blocks = (0..<2).map { half in
            GIFFileBuilder.Block(
                left: 0, top: half * 16, width: 16, height: 16, indices: Array(0..<256),
                palette: Array(colors[half * 256..<(half + 1) * 256]))
        }
        let file = GIFFileBuilder(width: 16, height: 32, palette: [red], blocks: blocks)

        let image = try ThumbnailDecoder().decode(file.data, width: 16, height: 32)

        XCTAssertEqual(image.pixels, rgba(colors))
    }

    func test_decode_drawsAnAnimationsFirstFrameAlone() throws {
        var blocks = quarters(colors: [red, green, blue, white])
        blocks[1].hasGraphicControl = true
        let file = GIFFileBuilder(width: 4, height: 2, palette: [red], blocks: blocks)

        let image = try ThumbnailDecoder().decode(file.data, width: 4, height: 2)

        let clear: [UInt8] = [0, 0, 0, 0]
        XCTAssertEqual(
            image.pixels, rgba([red, red, green, green]) + clear + clear + clear + clear,
            "up to and with the first block after a graphic control extension")
    }

    func test_decode_drawsTheBlocksOfAFileWithoutItsTrailer() throws {
        var file = GIFFileBuilder(
            width: 4, height: 2, palette: [red], blocks: quarters(colors: [red, green, blue, white]))
        file.hasTrailer = false

        let image = try ThumbnailDecoder().decode(file.data, width: 4, height: 2)

        XCTAssertEqual(image.pixels, rgba([red, red, green, green, blue, blue, white, white]))
    }

    func test_decode_failsAsTruncatedWhenALaterBlockIsCutShort() throws {
        let data = GIFFileBuilder(
            width: 4, height: 2, palette: [red], blocks: quarters(colors: [red, green, blue, white])
        )
        .data.dropLast(4)

        XCTAssertThrowsError(try ThumbnailDecoder().decode(data, width: 4, height: 2)) {
            XCTAssertEqual($0 as? ImageDecodingError, .truncated)
        }
    }

    func test_decode_boundsTheBlocksComposed() throws {
        // 1,000 blocks, each a 1 × 1 pixel of its own colour along the first row of a 1,000 × 1 screen.
        let blocks = (0..<1_000).map {
            GIFFileBuilder.Block(
                left: $0, top: 0, width: 1, height: 1, indices: [0], palette: [[UInt8($0 % 256), 0, 0]])
        }
        let file = GIFFileBuilder(width: 1_000, height: 1, palette: [red], blocks: blocks)

        let image = try ThumbnailDecoder().decode(file.data, width: 1_000, height: 1)

        let drawn = (0..<1_000).filter { image.pixel(x: $0, y: 0).alpha == 255 }
        XCTAssertEqual(drawn, Array(0..<256), "Expected the first 256 blocks drawn")
    }

    // MARK: - Helpers

    /// Four 2 × 1 blocks tiling a 4 × 2 screen, each of one colour of its own palette.
    private func quarters(colors: [[UInt8]]) -> [GIFFileBuilder.Block] {
        (0..<4).map { quarter in
            GIFFileBuilder.Block(
                left: quarter % 2 * 2, top: quarter / 2, width: 2, height: 1, indices: [0, 0],
                palette: [colors[quarter]])
        }
    }

    private func rgba(_ colors: [[UInt8]]) -> [UInt8] {
        colors.flatMap { $0 + [255] }
    }
}
