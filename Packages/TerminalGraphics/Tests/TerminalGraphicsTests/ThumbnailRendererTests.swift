import Foundation
import ImageDecoding
import SixelChecking
import TerminalGraphics
import XCTest

final class ThumbnailRendererTests: XCTestCase {
    func test_render_drawsBlockSymbolsAtTheRowsAskedFor() throws {
        let sut = makeSUT(style: .blockSymbols(.trueColor), rows: 2)

        XCTAssertEqual(
            try sut.render(imageFile: Data(ImageFiles.twoColorGIF)),
            Thumbnail(
                lines: [
                    "\u{1B}[38;2;255;0;0m\u{1B}[48;2;255;0;0m▀▀▀▀\u{1B}[0m",
                    "\u{1B}[38;2;0;0;255m\u{1B}[48;2;0;0;255m▀▀▀▀\u{1B}[0m",
                ], rows: 2)
        )
    }

    func test_render_kittyThroughTmux_isThePassthroughLineThenALineBreakForEachRowUnderIt() throws {
        let photo = Data(ImageFiles.png(TestImages.gradient(width: 64, height: 48)))
        let sut = ThumbnailRenderer(style: .kitty, rows: 4, maxColumns: 80, passesThroughTmux: true)

        let thumbnail = try sut.render(imageFile: photo)

        XCTAssertEqual(thumbnail.rows, 4)
        XCTAssertEqual(thumbnail.lines.count, 4, "tmux moves below the picture only on line breaks it sees")
        XCTAssertTrue(thumbnail.lines[0].hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}_G"), thumbnail.lines[0])
        XCTAssertEqual(thumbnail.lines.dropFirst(), ["", "", ""])
    }

    func test_lines_areTheRenderedThumbnailsLines() throws {
        let sut = makeSUT(style: .blockSymbols(.palette256), rows: 2)

        XCTAssertEqual(
            try sut.render(imageFile: Data(ImageFiles.twoColorGIF)).lines,
            try sut.render(imageFile: Data(ImageFiles.twoColorGIF)).lines)
    }

    func test_render_fitsAPhotoToTheRowsWithinMaxColumns() throws {
        let photo = Data(ImageFiles.png(TestImages.gradient(width: 64, height: 48)))

        let wide = try makeSUT(style: .blockSymbols(.trueColor), maxColumns: 80).render(imageFile: photo)
        let narrow = try makeSUT(style: .blockSymbols(.trueColor), maxColumns: 8).render(imageFile: photo)

        XCTAssertEqual([wide.lines.count, wide.rows], [8, 8])
        XCTAssertEqual([narrow.lines.count, narrow.rows], [3, 3])
    }

    func test_render_neverEnlargesASmallImagePastItsPixelsInAnyStyle() throws {
        let onePixel = Data(
            ImageFiles.png(PixelImage(width: 1, height: 1, filledWith: RGBAColor(red: 9, green: 9, blue: 9))))
        let twoByThree = Data(ImageFiles.png(TestImages.gradient(width: 2, height: 3)))

        for style in [ThumbnailStyle.blockSymbols(.trueColor), .kitty, .iTerm, .sixel] {
            XCTAssertEqual(try makeSUT(style: style).render(imageFile: onePixel).rows, 1, "\(style)")
            XCTAssertEqual(try makeSUT(style: style).render(imageFile: twoByThree).rows, 2, "\(style)")
        }
        XCTAssertEqual(try makeSUT(style: .blockSymbols(.trueColor)).render(imageFile: onePixel).lines.count, 1)
        XCTAssertTrue(try kittyLine(makeSUT(style: .kitty).render(imageFile: onePixel)).keys?.contains(",c=1,") == true)
        XCTAssertTrue(
            try kittyLine(makeSUT(style: .kitty).render(imageFile: twoByThree)).keys?.contains(",c=2,") == true)
    }

    func test_render_tellsKittyTheRowsOfAPhotoThatFillsThemAssumingHalfAsWideCells() throws {
        let photo = Data(ImageFiles.png(TestImages.gradient(width: 64, height: 32)))
        let sut = makeSUT(style: .kitty, rows: 2, kittyPixelsPerColumn: 4)

        let thumbnail = try sut.render(imageFile: photo)

        // 2 rows of 20 pixels: 80 × 40 at the assumed cell, 8 columns; 4 pixels a column sent.
        XCTAssertEqual(thumbnail.lines.count, 1)
        XCTAssertEqual(thumbnail.rows, 2)
        XCTAssertEqual(try kittyLine(thumbnail).keys, "a=T,f=100,r=2,q=2,m=0")
        XCTAssertEqual(try pictureSize(thumbnail), [32, 16])
    }

    func test_render_tellsKittyTheColumnsOfAWideImageThatFillsThem() throws {
        let panorama = Data(ImageFiles.png(TestImages.gradient(width: 64, height: 8)))
        let sut = makeSUT(style: .kitty, maxColumns: 20)

        let thumbnail = try sut.render(imageFile: panorama)

        // 20 columns of 10 pixels: 200 × 25 at the assumed cell, 2 rows; 6 pixels a column would
        // be 120 × 15, more than the image has.
        XCTAssertEqual(thumbnail.rows, 2)
        XCTAssertEqual(try kittyLine(thumbnail).keys, "a=T,f=100,c=20,q=2,m=0")
        XCTAssertEqual(try pictureSize(thumbnail), [64, 8])
    }

    func test_render_sendsKittyNoMorePixelsThanTheImageHas() throws {
        let sut = makeSUT(style: .kitty, rows: 2, kittyPixelsPerColumn: 4)

        let thumbnail = try sut.render(imageFile: Data(ImageFiles.twoColorGIF))

        XCTAssertEqual(try kittyLine(thumbnail).keys, "a=T,f=100,r=2,q=2,m=0")
        XCTAssertEqual(try pictureSize(thumbnail), [4, 4])
    }

    func test_render_keepAspectRatioWithKnownCellSize() throws {
        let photo = Data(ImageFiles.png(TestImages.gradient(width: 64, height: 48)))
        let cell = CellPixelSize(width: 9, height: 20)

        let kitty = try makeSUT(style: .kitty, cellPixelSize: cell).render(imageFile: photo)
        let sixel = try makeSUT(style: .sixel, cellPixelSize: cell).render(imageFile: photo)

        // 8 rows of 20 pixels, 160 tall: 213 wide (4:3), 24 columns of 9 pixels. kitty gets 6
        // pixels a column, 141 × 106, padded to the box's 216 × 160 at that scale: 143 × 106.
        XCTAssertEqual(kitty.rows, 8)
        XCTAssertEqual(try kittyLine(kitty).keys, "a=T,f=100,c=24,r=8,q=2,m=0")
        XCTAssertEqual(try pictureSize(kitty), [143, 106])
        XCTAssertEqual(sixel.rows, 8)
        let picture = try SixelPicture(decoding: XCTUnwrap(sixel.lines.first))
        XCTAssertEqual([picture.width, picture.height], [213, 160])
    }

    func test_render_coversTheRowsAWideImageReachesIntoWithKnownCellSize() throws {
        let panorama = Data(ImageFiles.png(TestImages.gradient(width: 64, height: 16)))
        let cell = CellPixelSize(width: 8, height: 16)

        let kitty = try makeSUT(style: .kitty, maxColumns: 20, cellPixelSize: cell).render(imageFile: panorama)
        let iTerm = try makeSUT(style: .iTerm, maxColumns: 20, cellPixelSize: cell).render(imageFile: panorama)
        let sixel = try makeSUT(style: .sixel, maxColumns: 20, cellPixelSize: cell).render(imageFile: panorama)

        // 20 columns of 8 pixels: 160 × 40, 2½ rows of 16; kitty's 120 × 30 pixels (6 a column)
        // padded to 3 rows.
        XCTAssertEqual([kitty.rows, iTerm.rows, sixel.rows], [3, 3, 3])
        XCTAssertEqual(try kittyLine(kitty).keys, "a=T,f=100,c=20,r=3,q=2,m=0")
        XCTAssertEqual(try pictureSize(kitty), [120, 36])
        XCTAssertTrue(try XCTUnwrap(iTerm.lines.first).contains(";width=20;height=3;preserveAspectRatio=1:"))
        let picture = try SixelPicture(decoding: XCTUnwrap(sixel.lines.first))
        XCTAssertEqual([picture.width, picture.height], [160, 40])
    }

    func test_render_padsKittysPixelsTransparentlyToTheShapeOfTheirCellsWithKnownCellSize() throws {
        let panorama = TestImages.gradient(width: 64, height: 16)
        let sut = makeSUT(style: .kitty, maxColumns: 20, cellPixelSize: CellPixelSize(width: 8, height: 16))

        let png = try kittyLine(sut.render(imageFile: Data(ImageFiles.png(panorama)))).png()

        // 120 × 30 at 6 pixels a column, in 3 rows of 16 (36 at that scale): 6 rows of transparent
        // pixels below.
        let pixels = try png.pixels().pixels
        XCTAssertEqual([png.width, png.height, Int(png.colorType)], [120, 36, 6])
        XCTAssertEqual(Array(pixels.prefix(120 * 30 * 4)), panorama.scaled(width: 120, height: 30).pixels)
        XCTAssertEqual(Array(pixels.dropFirst(120 * 30 * 4)), Array(repeating: 0, count: 120 * 6 * 4))
    }

    func test_render_scalesATinyImageUpForKittyWithKnownCellSizeSoThePaddingIsFine() throws {
        let twoByThree = Data(ImageFiles.png(TestImages.gradient(width: 2, height: 3)))
        let sut = makeSUT(style: .kitty, cellPixelSize: CellPixelSize(width: 10, height: 19))

        let thumbnail = try sut.render(imageFile: twoByThree)

        // 20 × 30 on the screen in 2 × 2 cells (20 × 38); 6 pixels a column: 12 × 18 in 12 × 23.
        XCTAssertEqual(thumbnail.rows, 2)
        XCTAssertEqual(try kittyLine(thumbnail).keys, "a=T,f=100,c=2,r=2,q=2,m=0")
        XCTAssertEqual(try pictureSize(thumbnail), [12, 23])
    }

    func test_render_sendsKittyNoMorePixelsAColumnThanTheCellIsWide() throws {
        let photo = Data(ImageFiles.png(TestImages.gradient(width: 64, height: 48)))
        let sut = makeSUT(style: .kitty, rows: 2, cellPixelSize: CellPixelSize(width: 4, height: 8))

        let thumbnail = try sut.render(imageFile: photo)

        // 2 rows of 8 pixels: 21 × 16 on the screen, 6 columns of 4 (24 × 16); the cell's 4
        // pixels a column are the terminal's own, more would only be scaled down.
        XCTAssertEqual(try kittyLine(thumbnail).keys, "a=T,f=100,c=6,r=2,q=2,m=0")
        XCTAssertEqual(try pictureSize(thumbnail), [24, 16])
    }

    func test_render_drawsSixelAtTheAssumedCellWithoutCellSize() throws {
        let photo = Data(ImageFiles.png(TestImages.gradient(width: 64, height: 48)))

        let thumbnail = try makeSUT(style: .sixel, rows: 4).render(imageFile: photo)

        // 4 rows of 20 pixels: 107 × 80 (4:3), 11 columns of 10.
        XCTAssertEqual(thumbnail.lines.count, 1)
        XCTAssertEqual(thumbnail.rows, 4)
        let picture = try SixelPicture(decoding: XCTUnwrap(thumbnail.lines.first))
        XCTAssertEqual([picture.width, picture.height], [107, 80])
    }

    func test_render_sendsTheFileItselfToITermEvenWhenItIsNotDecodable() throws {
        let sut = makeSUT(style: .iTerm, rows: 5)

        // 3 × 5: 3 columns at most, 3 rows (two pixels a row); 30 × 50 at the assumed cell.
        XCTAssertEqual(
            try sut.render(imageFile: Data(ImageFiles.webP)),
            Thumbnail(
                lines: ITermInlineImageEncoder.lines(forImageFile: Data(ImageFiles.webP), span: .columns(3)), rows: 3)
        )
    }

    func test_render_sendsITermAPhotographStoredOnItsSideUprightAsAPNG() throws {
        let leftRedRightBlue = PixelImage(
            width: 8, height: 4,
            pixels: (0..<32).flatMap { $0 % 8 < 4 ? [255, 0, 0, 255] : [0, 0, 255, 255] as [UInt8] })
        let turnedClockwise = ImageFiles.png(ImageFiles.png(leftRedRightBlue), exifOrientation: 6)

        let thumbnail = try makeSUT(style: .iTerm, rows: 2).render(imageFile: Data(turnedClockwise))

        let line = try XCTUnwrap(thumbnail.lines.first)
        let payload = try XCTUnwrap(line.split(separator: ":").last?.dropLast())
        let sent = try PNGFile([UInt8](XCTUnwrap(Data(base64Encoded: String(payload)))))
        XCTAssertFalse(sent.chunks.contains { $0.type == "eXIf" }, "the pixels themselves are upright")
        let pixels = try sent.pixels()
        XCTAssertLessThan(pixels.width, pixels.height)
        XCTAssertEqual(pixels.pixel(x: 0, y: 0), RGBAColor(red: 255, green: 0, blue: 0))
        XCTAssertEqual(pixels.pixel(x: 0, y: pixels.height - 1), RGBAColor(red: 0, green: 0, blue: 255))
    }

    func test_render_reportsHeaderErrorsAsDecodingErrors() {
        let sut = makeSUT(style: .iTerm)

        XCTAssertThrowsError(try sut.render(imageFile: Data("not an image".utf8))) {
            XCTAssertEqual($0 as? ImageDecodingError, .unknownFormat)
        }
        XCTAssertThrowsError(try sut.render(imageFile: Data(ImageFiles.twoColorGIF.prefix(8)))) {
            XCTAssertEqual($0 as? ImageDecodingError, .truncated)
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        style: ThumbnailStyle,
        rows: Int = ThumbnailSize.defaultRows,
        maxColumns: Int = 80,
        cellPixelSize: CellPixelSize? = nil,
        kittyPixelsPerColumn: Int = 6
    ) -> ThumbnailRenderer {
        ThumbnailRenderer(
            style: style, rows: rows, maxColumns: maxColumns, cellPixelSize: cellPixelSize,
            kittyPixelsPerColumn: kittyPixelsPerColumn)
    }

    /// The kitty line of a one-line thumbnail.
    private func kittyLine(_ thumbnail: Thumbnail) throws -> KittyLine {
        XCTAssertEqual(thumbnail.lines.count, 1)
        return try KittyLine(XCTUnwrap(thumbnail.lines.first))
    }

    /// The width and height of the PNG a one-line kitty thumbnail carries.
    private func pictureSize(_ thumbnail: Thumbnail) throws -> [Int] {
        let png = try kittyLine(thumbnail).png()
        return [png.width, png.height]
    }
}
