import Foundation
import ImageDecoding
import XCTest

@testable import TerminalGraphics

final class BlockSymbolRendererTests: XCTestCase {
    func test_lines_drawACellOfOneColourAsAnUpperHalfInThatColour() {
        let image = PixelImage(width: 16, height: 8, filledWith: RGBAColor(red: 1, green: 2, blue: 3))

        XCTAssertEqual(
            BlockSymbolRenderer.lines(for: image, colorMode: .trueColor),
            ["\u{1B}[38;2;1;2;3m\u{1B}[48;2;1;2;3m▀▀\u{1B}[0m"])
    }

    func test_lines_putTheEdgeWhereTheCellHasIt() {
        let (white, black) = (RGBAColor(red: 255, green: 255, blue: 255), RGBAColor(red: 0, green: 0, blue: 0))

        XCTAssertEqual(symbol(cell { x, _ in x < 4 ? white : black }), "▌")
        XCTAssertEqual(symbol(cell { x, _ in x < 2 ? white : black }), "▎")
        XCTAssertEqual(symbol(cell { _, y in y >= 7 ? white : black }), "▁")
        XCTAssertEqual(symbol(cell { _, y in y >= 2 ? white : black }), "▆")
        XCTAssertEqual(symbol(cell { x, y in x < 4 && y < 4 ? white : black }), "▘")
        XCTAssertEqual(symbol(cell { x, y in (x < 4) != (y < 4) ? white : black }), "▚")
    }

    func test_lines_colourTheSymbolsPartsWithTheirMeans() {
        let image = cell { x, _ in
            x < 4 ? RGBAColor(red: 200, green: 10, blue: 10) : RGBAColor(red: 10, green: 10, blue: 200)
        }

        XCTAssertEqual(
            BlockSymbolRenderer.lines(for: image, colorMode: .trueColor),
            ["\u{1B}[38;2;200;10;10m\u{1B}[48;2;10;10;200m▌\u{1B}[0m"])
    }

    func test_lines_leaveTransparentHalvesToTheTerminalsBackground() {
        let image = cell { _, y in
            y < 4 ? RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) : RGBAColor(red: 9, green: 9, blue: 9)
        }
        let clear = PixelImage(width: 8, height: 8, filledWith: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))

        XCTAssertEqual(
            BlockSymbolRenderer.lines(for: image, colorMode: .trueColor), ["\u{1B}[38;2;9;9;9m▄\u{1B}[0m"])
        XCTAssertEqual(BlockSymbolRenderer.lines(for: clear, colorMode: .trueColor), [" \u{1B}[0m"])
    }

    func test_lines_drawOnlyTheUpperHalfOfALastRowWithoutItsLowerSamples() {
        let image = PixelImage(width: 8, height: 12, filledWith: RGBAColor(red: 5, green: 5, blue: 5))

        XCTAssertEqual(
            BlockSymbolRenderer.lines(for: image, colorMode: .trueColor),
            ["\u{1B}[38;2;5;5;5m\u{1B}[48;2;5;5;5m▀\u{1B}[0m", "\u{1B}[38;2;5;5;5m▀\u{1B}[0m"])
    }

    func test_lines_holdOnlyBlockSymbolsSpacesAndColourSequences() {
        let image = TestImages.noise(width: 40, height: 28, alpha: nil)

        for mode in [TerminalColorMode.trueColor, .palette256] {
            for line in BlockSymbolRenderer.lines(for: image, colorMode: mode) {
                let sequence = mode == .trueColor ? "[34]8;2;\\d+;\\d+;\\d+" : "[34]8;5;\\d+"
                let withoutSequences = line.replacingOccurrences(
                    of: "\u{1B}\\[(\(sequence)|49|0)m", with: "", options: .regularExpression)
                XCTAssertTrue(
                    withoutSequences.unicodeScalars.allSatisfy { (0x2580...0x259F).contains($0.value) || $0 == " " },
                    line)
            }
        }
    }

    func test_lines_drawInPaletteColoursThatKeepTheBrightness() {
        let image = PixelImage(width: 8, height: 8, filledWith: RGBAColor(red: 51, green: 51, blue: 238))

        // The nearest in RGB, 63 (95, 95, 255), is far brighter; 26 (0, 95, 215) is as bright.
        XCTAssertEqual(Palette256.nearestIndex(red: 51, green: 51, blue: 238), 63)
        XCTAssertEqual(
            BlockSymbolRenderer.lines(for: image, colorMode: .palette256), ["\u{1B}[38;5;26m\u{1B}[48;5;26m▀\u{1B}[0m"])
    }

    func test_render_drawsAPictureCloserToItThanHalfBlocksAtTheSameCells() throws {
        let picture = Self.discs(width: 160, height: 96)
        let file = Data(ImageFiles.png(picture))

        for mode in [TerminalColorMode.trueColor, .palette256] {
            let thumbnail = try ThumbnailRenderer(style: .blockSymbols(mode), rows: 6, maxColumns: 80).render(
                imageFile: file)
            let columns = 20
            let original = try ThumbnailDecoder().decode(file, width: columns * 8, height: thumbnail.rows * 8)
            let halfBlocks = BlockSymbolRenderer.lines(
                for: Self.halvesOfCells(
                    try ThumbnailDecoder().decode(file, width: columns, height: thumbnail.rows * 2)),
                colorMode: mode)

            let ours = likeness(thumbnail.lines, columns: columns, to: original)
            let twoColoursACell = likeness(halfBlocks, columns: columns, to: original)
            XCTAssertGreaterThan(ours, twoColoursACell + 0.05, "\(mode)")
        }
    }

    func test_render_drawsTheMiddleOfAVeryTallImage() throws {
        let (red, green, blue) = (
            RGBAColor(red: 255, green: 0, blue: 0), RGBAColor(red: 0, green: 255, blue: 0),
            RGBAColor(red: 0, green: 0, blue: 255)
        )
        let pixels = (0..<200).flatMap { y -> [UInt8] in
            let color = y < 60 ? red : y < 140 ? green : blue
            return Array(repeating: [color.red, color.green, color.blue, color.alpha], count: 20).flatMap { $0 }
        }
        let file = Data(ImageFiles.png(PixelImage(width: 20, height: 200, pixels: pixels)))

        let thumbnail = try ThumbnailRenderer(style: .blockSymbols(.trueColor), rows: 8, maxColumns: 80).render(
            imageFile: file)

        XCTAssertEqual(
            thumbnail.lines, Array(repeating: "\u{1B}[38;2;0;255;0m\u{1B}[48;2;0;255;0m▀▀▀▀\u{1B}[0m", count: 8))
    }

    // MARK: - Helpers

    private func cell(_ color: (Int, Int) -> RGBAColor) -> PixelImage {
        let pixels = (0..<64).flatMap { index -> [UInt8] in
            let value = color(index % 8, index / 8)
            return [value.red, value.green, value.blue, value.alpha]
        }
        return PixelImage(width: 8, height: 8, pixels: pixels)
    }

    private func symbol(_ image: PixelImage) -> String {
        BlockSymbolRenderer.lines(for: image, colorMode: .trueColor)[0].replacingOccurrences(
            of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    private func likeness(_ lines: [String], columns: Int, to picture: PixelImage) -> Double {
        CellPictureModel.correlation(
            CellPictureModel.luminance(ofLines: lines, columns: columns), CellPictureModel.luminance(of: picture))
    }

    /// Each pixel of `image` as half a cell (8 samples across, 4 down): drawn in block symbols, it
    /// is the upper-half-block drawing of `image`, two colours a cell split in the middle.
    private static func halvesOfCells(_ image: PixelImage) -> PixelImage {
        let (across, down) = (BlockSymbolRenderer.samplesAcross, BlockSymbolRenderer.samplesDown / 2)
        var pixels: [UInt8] = []
        for y in 0..<image.height * down {
            for x in 0..<image.width * across {
                let pixel = image.pixel(x: x / across, y: y / down)
                pixels += [pixel.red, pixel.green, pixel.blue, pixel.alpha]
            }
        }
        return PixelImage(width: image.width * across, height: image.height * down, pixels: pixels)
    }

    /// Light discs of several sizes on a dark ramp: edges at every angle, inside cells.
    private static func discs(width: Int, height: Int) -> PixelImage {
        let centres = [(30.0, 40.0, 22.0), (90.0, 30.0, 12.0), (120.0, 70.0, 18.0), (60.0, 80.0, 7.0)]
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let inside = centres.contains { cx, cy, r in
                    (Double(x) - cx) * (Double(x) - cx) + (Double(y) - cy) * (Double(y) - cy) < r * r
                }
                let ramp = UInt8(20 + x * 60 / width)
                pixels += inside ? [230, 200, 120, 255] : [ramp, ramp / 2, 60, 255]
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }
}
