import Foundation
import ImageDecoding
import TerminalGraphics
import XCTest

final class KittyGraphicsEncoderTests: XCTestCase {
    func test_lines_sendOpaquePixelsAsAnRGBPNGWithTheColumnsAlone() throws {
        let image = PixelImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])

        let line = try KittyLine(XCTUnwrap(KittyGraphicsEncoder.lines(for: image, span: .columns(3)).first))

        XCTAssertEqual(line.commands.map(\.control), ["a=T,f=100,c=3,q=2,m=0"])
        XCTAssertEqual(try line.png().colorType, 2)
        XCTAssertEqual(try line.png().pixels(), image)
    }

    func test_lines_sendTheRowsAloneWhenTheHeightIsTheSideTold() throws {
        let image = PixelImage(width: 2, height: 2, filledWith: RGBAColor(red: 1, green: 2, blue: 3))

        let line = try KittyLine(XCTUnwrap(KittyGraphicsEncoder.lines(for: image, span: .rows(4)).first))

        XCTAssertEqual(line.commands.map(\.control), ["a=T,f=100,r=4,q=2,m=0"])
    }

    func test_lines_sendBothSidesOfABox() throws {
        let image = PixelImage(width: 2, height: 2, filledWith: RGBAColor(red: 1, green: 2, blue: 3))

        let line = try KittyLine(
            XCTUnwrap(KittyGraphicsEncoder.lines(for: image, span: .box(columns: 3, rows: 2)).first))

        XCTAssertEqual(line.commands.map(\.control), ["a=T,f=100,c=3,r=2,q=2,m=0"])
    }

    func test_lines_keepAlphaWhenAnyPixelIsNotOpaque() throws {
        let image = PixelImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 128])

        let line = try KittyLine(XCTUnwrap(KittyGraphicsEncoder.lines(for: image, span: .columns(3)).first))

        XCTAssertEqual(line.commands.map(\.control), ["a=T,f=100,c=3,q=2,m=0"])
        XCTAssertEqual(try line.png().colorType, 6)
        XCTAssertEqual(try line.png().pixels(), image)
    }

    func test_lines_payloadDecodesToThePixelsOfAPhotoLikeImage() throws {
        let image = TestImages.gradient(width: 170, height: 128)

        let line = try KittyLine(XCTUnwrap(KittyGraphicsEncoder.lines(for: image, span: .rows(8)).first))

        XCTAssertEqual(try line.png().pixels(), image)
    }

    func test_lines_compressAFlatImageToAFractionOfItsPixels() throws {
        let image = PixelImage(width: 100, height: 100, filledWith: RGBAColor(red: 1, green: 2, blue: 3))

        let line = try XCTUnwrap(KittyGraphicsEncoder.lines(for: image, span: .columns(10)).first)

        XCTAssertLessThan(line.utf8.count, 1_000, "30,000 bytes of RGB")
    }

    func test_lines_splitPayloadInto4096ByteChunksWithMoreFlags() throws {
        // Noise does not compress: about 12,400 bytes of PNG, 16,500 base64 characters.
        let image = TestImages.noise(width: 64, height: 64)

        let line = try KittyLine(XCTUnwrap(KittyGraphicsEncoder.lines(for: image, span: .columns(4)).first))

        XCTAssertEqual(line.commands.count, 5)
        XCTAssertEqual(line.keys, "a=T,f=100,c=4,q=2,m=1")
        XCTAssertEqual(line.commands.dropFirst().map(\.control), ["m=1", "m=1", "m=1", "m=0"])
        XCTAssertTrue(line.commands.dropLast().allSatisfy { $0.payload.utf8.count == KittyGraphicsEncoder.chunkSize })
        XCTAssertEqual(try line.png().pixels(), image)
    }

    func test_lines_throughTmux_wrapEachChunkInTmuxPassthroughAndLeaveTheCursorWhereItIs() throws {
        let image = TestImages.noise(width: 64, height: 64)
        let direct = try XCTUnwrap(KittyGraphicsEncoder.lines(for: image, span: .columns(4)).first)

        let wrapped = try XCTUnwrap(
            KittyGraphicsEncoder.lines(for: image, span: .columns(4), passingThroughTmux: true).first)

        let passthroughs = wrapped.split(separator: "\u{1B}Ptmux;", omittingEmptySubsequences: true)
        XCTAssertEqual(passthroughs.count, 5, "one passthrough a chunk")
        XCTAssertTrue(
            passthroughs.allSatisfy { $0.hasPrefix("\u{1B}\u{1B}_G") && $0.hasSuffix("\u{1B}\u{1B}\\\u{1B}\\") })
        let unwrapped = passthroughs.map { String($0.dropLast(2)).replacing("\u{1B}\u{1B}", with: "\u{1B}") }.joined()
        XCTAssertEqual(unwrapped, direct.replacing("a=T,f=100,c=4,q=2,", with: "a=T,f=100,c=4,q=2,C=1,"))
    }

    func test_lines_sendPayloadOfExactlyOneChunkInOneChunk() throws {
        // 250 × 4 pixels of noise: rows of 751 bytes (a filter type, then RGB), which zlib stores
        // as they are: a PNG of 3,072 bytes, 4,096 base64 characters.
        let image = TestImages.noise(width: 250, height: 4)

        let line = try KittyLine(XCTUnwrap(KittyGraphicsEncoder.lines(for: image, span: .columns(4)).first))

        XCTAssertEqual(line.commands.map(\.control), ["a=T,f=100,c=4,q=2,m=0"])
        XCTAssertEqual(line.commands.first?.payload.utf8.count, 4096)
    }
}
