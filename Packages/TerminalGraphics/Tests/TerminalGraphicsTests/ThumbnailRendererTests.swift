import Foundation
import ImageDecoding
import TerminalGraphics
import XCTest

final class ThumbnailRendererTests: XCTestCase {
    func test_lines_drawHalfBlocksAtTheRowsAskedFor() throws {
        let sut = ThumbnailRenderer(style: .halfBlocks(.trueColor), rows: 2, maxColumns: 80)

        XCTAssertEqual(
            try sut.lines(forImageFile: Data(ImageFiles.twoColorGIF)),
            [
                "\u{1B}[38;2;255;0;0m\u{1B}[48;2;255;0;0m▀▀▀▀\u{1B}[0m",
                "\u{1B}[38;2;0;0;255m\u{1B}[48;2;0;0;255m▀▀▀▀\u{1B}[0m",
            ]
        )
    }

    func test_lines_keepDefaultEightRowsWithinMaxColumns() throws {
        let wide = ThumbnailRenderer(style: .halfBlocks(.palette256), maxColumns: 80)
        let narrow = ThumbnailRenderer(style: .halfBlocks(.palette256), maxColumns: 3)

        XCTAssertEqual(try wide.lines(forImageFile: Data(ImageFiles.twoColorGIF)).count, 8)
        XCTAssertEqual(try narrow.lines(forImageFile: Data(ImageFiles.twoColorGIF)).count, 2)
    }

    func test_lines_sendKittyPixelsAtPixelsPerColumnForTheCells() throws {
        let photo = PixelImage(width: 64, height: 32, filledWith: RGBAColor(red: 1, green: 2, blue: 3))
        let sut = ThumbnailRenderer(style: .kitty, rows: 2, maxColumns: 80, kittyPixelsPerColumn: 4)

        let lines = try sut.lines(forImageFile: Data(ImageFiles.png(photo)))

        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines[0].hasPrefix("\u{1B}_Ga=T,f=32,s=32,v=16,c=8,r=2,q=2,m=0;"), lines[0])
    }

    func test_lines_sendKittyNoMorePixelsThanTheImageHas() throws {
        let sut = ThumbnailRenderer(style: .kitty, rows: 2, maxColumns: 80, kittyPixelsPerColumn: 4)

        let lines = try sut.lines(forImageFile: Data(ImageFiles.twoColorGIF))

        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines[0].hasPrefix("\u{1B}_Ga=T,f=32,s=4,v=4,c=4,r=2,q=2,m=0;"), lines[0])
    }

    func test_lines_sendTheFileItselfToITermEvenWhenItIsNotDecodable() throws {
        let sut = ThumbnailRenderer(style: .iTerm, rows: 5, maxColumns: 80)

        XCTAssertEqual(
            try sut.lines(forImageFile: Data(ImageFiles.webP)),
            ITermInlineImageEncoder.lines(forImageFile: Data(ImageFiles.webP), columns: 6, rows: 5)
        )
    }

    func test_lines_reportWebPAsNotDecodableForHalfBlocksAndKitty() {
        for style in [ThumbnailStyle.halfBlocks(.trueColor), .kitty] {
            XCTAssertThrowsError(
                try ThumbnailRenderer(style: style, maxColumns: 80).lines(forImageFile: Data(ImageFiles.webP))
            ) {
                XCTAssertEqual($0 as? ImageDecodingError, .notDecodable(.webp))
            }
        }
    }

    func test_lines_reportHeaderErrorsAsDecodingErrors() {
        let sut = ThumbnailRenderer(style: .iTerm, maxColumns: 80)

        XCTAssertThrowsError(try sut.lines(forImageFile: Data("not an image".utf8))) {
            XCTAssertEqual($0 as? ImageDecodingError, .unknownFormat)
        }
        XCTAssertThrowsError(try sut.lines(forImageFile: Data(ImageFiles.twoColorGIF.prefix(8)))) {
            XCTAssertEqual($0 as? ImageDecodingError, .truncated)
        }
    }
}
