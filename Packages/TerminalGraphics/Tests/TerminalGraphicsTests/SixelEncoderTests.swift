import ImageDecoding
import SixelChecking
import TerminalGraphics
import XCTest

final class SixelEncoderTests: XCTestCase {
    private let red = RGBAColor(red: 255, green: 0, blue: 0)
    private let blue = RGBAColor(red: 0, green: 0, blue: 255)

    func test_lines_drawAFlatImageAsOneRunGolden() {
        let image = PixelImage(width: 10, height: 6, filledWith: red)

        XCTAssertEqual(
            SixelEncoder.lines(for: image),
            ["\u{1B}[?8452h\u{1B}P0;1;0q\"1;1;10;6#0;2;100;0;0#0!10~\u{1B}\\\u{1B}[?8452l"]
        )
    }

    func test_lines_repeatRunsOfThreeOrFewerRatherThanCountThem() {
        let image = PixelImage(width: 3, height: 1, filledWith: red)

        XCTAssertEqual(
            SixelEncoder.lines(for: image),
            ["\u{1B}[?8452h\u{1B}P0;1;0q\"1;1;3;1#0;2;100;0;0#0@@@\u{1B}\\\u{1B}[?8452l"]
        )
    }

    func test_lines_separateBandsWithDashAndColoursInABandWithDollarGolden() {
        // Red over blue, six rows each; then one band, six columns of red beside six of blue.
        let stacked = TestImages.blocks(width: 1, height: 12, blockSide: 6, colors: [red, blue])
        let sideBySide = TestImages.blocks(width: 12, height: 6, blockSide: 6, colors: [red, blue])
        // Median cut puts blue (less red) in the first box.
        let palette = "#0;2;0;0;100#1;2;100;0;0"

        XCTAssertEqual(
            SixelEncoder.lines(for: stacked),
            ["\u{1B}[?8452h\u{1B}P0;1;0q\"1;1;1;12\(palette)#1~-#0~\u{1B}\\\u{1B}[?8452l"])
        XCTAssertEqual(
            SixelEncoder.lines(for: sideBySide),
            ["\u{1B}[?8452h\u{1B}P0;1;0q\"1;1;12;6\(palette)#1!6~$#0!6?!6~\u{1B}\\\u{1B}[?8452l"])
    }

    func test_lines_beginWithSquarePixelsTransparentBackgroundAndTheImagesSize() throws {
        let line = try XCTUnwrap(SixelEncoder.lines(for: TestImages.gradient(width: 37, height: 23)).first)

        XCTAssertTrue(line.hasPrefix("\u{1B}[?8452h\u{1B}P0;1;0q\"1;1;37;23#0;2;"), line)
        XCTAssertTrue(line.hasSuffix("\u{1B}\\\u{1B}[?8452l"))
        let picture = try SixelPicture(decoding: line)
        XCTAssertEqual([picture.width, picture.height, picture.bands], [37, 23, 4])
    }

    func test_lines_defineAtMost256ColoursForAnImageOfMore() throws {
        let line = try XCTUnwrap(SixelEncoder.lines(for: TestImages.noise(width: 64, height: 64)).first)

        let picture = try SixelPicture(decoding: line)
        XCTAssertEqual(picture.paletteCount, 256)
    }

    func test_lines_defineNoMoreColoursThanAskedFor() throws {
        let line = try XCTUnwrap(
            SixelEncoder.lines(for: TestImages.gradient(width: 40, height: 30), maxColors: 16).first)

        XCTAssertEqual(try SixelPicture(decoding: line).paletteCount, 16)
    }

    func test_lines_decodeBackToTheColoursOfAnImageOfFewColours() throws {
        let colors = [red, blue, RGBAColor(red: 10, green: 200, blue: 30), RGBAColor(red: 128, green: 128, blue: 128)]
        let image = TestImages.blocks(width: 23, height: 13, blockSide: 3, colors: colors)

        let picture = try SixelPicture(decoding: SixelEncoder.lines(for: image)[0])

        XCTAssertEqual(picture.paletteCount, 4)
        XCTAssertLessThanOrEqual(maxChannelError(picture, image), 2, "the palette is in percent: 2.55 levels a step")
    }

    func test_lines_decodeAPhotoLikeImageBackToNearbyColours() throws {
        let image = TestImages.gradient(width: 120, height: 90)

        let picture = try SixelPicture(decoding: SixelEncoder.lines(for: image)[0])

        // 10,800 colours spread over red and green: 256 boxes of about 16 levels a side.
        XCTAssertLessThanOrEqual(maxChannelError(picture, image), 16)
    }

    func test_lines_drawEveryPixelOfNoiseInANearbyColour() throws {
        let image = TestImages.noise(width: 50, height: 31, seed: 7)

        let picture = try SixelPicture(decoding: SixelEncoder.lines(for: image)[0])

        // 256 colours for 1,550 random ones: each at most a box's size away.
        XCTAssertLessThanOrEqual(maxChannelError(picture, image), 96)
    }

    func test_lines_leaveTransparentPixelsUndrawn() throws {
        let clear = RGBAColor(red: 50, green: 50, blue: 50, alpha: 127)
        let image = TestImages.blocks(width: 9, height: 8, blockSide: 2, colors: [red, clear])

        let picture = try SixelPicture(decoding: SixelEncoder.lines(for: image)[0])

        for y in 0..<8 {
            for x in 0..<9 {
                XCTAssertEqual(picture.color(x: x, y: y) != nil, image.pixel(x: x, y: y).alpha >= 128, "(\(x), \(y))")
            }
        }
    }

    func test_lines_drawNothingForAFullyTransparentImage() throws {
        let image = PixelImage(width: 4, height: 7, filledWith: RGBAColor(red: 1, green: 2, blue: 3, alpha: 0))

        XCTAssertEqual(
            SixelEncoder.lines(for: image), ["\u{1B}[?8452h\u{1B}P0;1;0q\"1;1;4;7-\u{1B}\\\u{1B}[?8452l"])
    }

    func test_lines_holdNothingButTheSixelAlphabetInTheData() throws {
        let line = try XCTUnwrap(SixelEncoder.lines(for: TestImages.noise(width: 33, height: 20, alpha: nil)).first)

        let data = body(line)
        let allowed = Set("0123456789;#!$-\"".utf8).union(0x3F...0x7E)
        XCTAssertTrue(data.utf8.allSatisfy(allowed.contains), data)
        XCTAssertNoThrow(try SixelPicture(decoding: line), "runs as short as they can be, pixels inside the image")
    }

    // MARK: - Helpers

    /// What is between `ESC P 0;1;0 q` and `ESC \`, the raster attributes and palette included.
    private func body(_ line: String) -> String {
        String(line.dropFirst(SixelPicture.prefix.count).dropLast(SixelPicture.suffix.count))
    }

    /// The largest difference of a channel between a drawn pixel and the image's.
    private func maxChannelError(_ picture: SixelPicture, _ image: PixelImage) -> Int {
        var largest = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                guard let drawn = picture.color(x: x, y: y) else {
                    XCTFail("(\(x), \(y)) is not drawn")
                    return .max
                }
                let original = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
                largest = max(largest, zip(drawn, original).map { abs($0 - $1) }.max() ?? 0)
            }
        }
        return largest
    }
}
