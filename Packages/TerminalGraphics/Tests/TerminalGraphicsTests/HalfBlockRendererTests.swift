import Foundation
import ImageDecoding
import TerminalGraphics
import XCTest

final class HalfBlockRendererTests: XCTestCase {
    func test_lines_drawTrueColourGolden() {
        XCTAssertEqual(
            HalfBlockRenderer.lines(for: mixedImage(), colorMode: .trueColor),
            [
                "\u{1B}[38;2;255;0;0m\u{1B}[48;2;0;0;255m▀\u{1B}[38;2;0;255;0m\u{1B}[49m▀\u{1B}[38;2;255;255;255m▄\u{1B}[0m",
                "\u{1B}[38;2;0;0;0m▀ \u{1B}[38;2;128;128;128m▀\u{1B}[0m",
            ]
        )
    }

    func test_lines_draw256ColourGolden() {
        XCTAssertEqual(
            HalfBlockRenderer.lines(for: mixedImage(), colorMode: .palette256),
            [
                "\u{1B}[38;5;196m\u{1B}[48;5;21m▀\u{1B}[38;5;46m\u{1B}[49m▀\u{1B}[38;5;231m▄\u{1B}[0m",
                "\u{1B}[38;5;16m▀ \u{1B}[38;5;244m▀\u{1B}[0m",
            ]
        )
    }

    func test_lines_drawDecodedGIFFixtureGolden() throws {
        let image = try ThumbnailDecoder().decode(Data(ImageFiles.twoColorGIF), width: 4, height: 4)
        let red = "\u{1B}[38;2;255;0;0m\u{1B}[48;2;255;0;0m▀▀▀▀\u{1B}[0m"
        let blue = "\u{1B}[38;2;0;0;255m\u{1B}[48;2;0;0;255m▀▀▀▀\u{1B}[0m"

        XCTAssertEqual(HalfBlockRenderer.lines(for: image, colorMode: .trueColor), [red, blue])
        XCTAssertEqual(
            HalfBlockRenderer.lines(for: image, colorMode: .palette256),
            ["\u{1B}[38;5;196m\u{1B}[48;5;196m▀▀▀▀\u{1B}[0m", "\u{1B}[38;5;21m\u{1B}[48;5;21m▀▀▀▀\u{1B}[0m"]
        )
    }

    func test_lines_setColoursOnlyWhereTheyChange() {
        let image = PixelImage(width: 3, height: 2, filledWith: RGBAColor(red: 1, green: 2, blue: 3))

        XCTAssertEqual(
            HalfBlockRenderer.lines(for: image, colorMode: .trueColor),
            ["\u{1B}[38;2;1;2;3m\u{1B}[48;2;1;2;3m▀▀▀\u{1B}[0m"]
        )
    }

    func test_lines_leaveFullyTransparentImageToTheBackground() {
        let image = PixelImage(width: 2, height: 4, filledWith: RGBAColor(red: 9, green: 9, blue: 9, alpha: 0))

        XCTAssertEqual(HalfBlockRenderer.lines(for: image, colorMode: .trueColor), ["  \u{1B}[0m", "  \u{1B}[0m"])
    }

    func test_lines_drawNothingForEmptyImage() {
        XCTAssertEqual(
            HalfBlockRenderer.lines(for: PixelImage(width: 0, height: 0, pixels: []), colorMode: .trueColor), [])
    }

    func test_lines_holdOnlyHalfBlocksSpacesAndColourSequences() {
        var generator = SystemRandomNumberGenerator()
        let pixels = (0..<(7 * 5 * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let image = PixelImage(width: 7, height: 5, pixels: pixels)

        for mode in [TerminalColorMode.trueColor, .palette256] {
            for line in HalfBlockRenderer.lines(for: image, colorMode: mode) {
                let withoutSequences = line.replacingOccurrences(
                    of: "\u{1B}\\[(38;2;\\d+;\\d+;\\d+|48;2;\\d+;\\d+;\\d+|38;5;\\d+|48;5;\\d+|49|0)m",
                    with: "",
                    options: .regularExpression
                )
                XCTAssertTrue(withoutSequences.allSatisfy { "▀▄ ".contains($0) }, line)
            }
        }
    }

    // MARK: - Helpers

    /// 3 × 3: red over blue, green over transparent, transparent over white; then black, an almost
    /// transparent pixel (alpha 100) and grey, with no row below.
    private func mixedImage() -> PixelImage {
        let pixels: [[UInt8]] = [
            [255, 0, 0, 255], [0, 255, 0, 255], [1, 2, 3, 0],
            [0, 0, 255, 255], [4, 5, 6, 0], [255, 255, 255, 255],
            [0, 0, 0, 255], [10, 20, 30, 100], [128, 128, 128, 200],
        ]
        return PixelImage(width: 3, height: 3, pixels: pixels.flatMap { $0 })
    }
}
