import Foundation
import ImageDecoding
import SixelChecking
import TerminalGraphics
import XCTest

/// A sixel thumbnail inside the terminal's limits (XTSMGRAPHICS): xterm draws nothing of a
/// picture larger than its graphics geometry, and colours past its registers wrongly.
final class SixelLimitsRenderingTests: XCTestCase {
    func test_render_fitsAWidePanoramaInsideXtermsDefaultGeometryWithoutAnAnswer() throws {
        // 2000 × 200 in 192 columns of 6 × 13 pixels (xterm at 200 columns): 1152 wide at most by
        // the columns, 104 tall by 8 rows; xterm's default 1000 wide bounds it first.
        let sut = makeSUT(maxColumns: 192, cell: CellPixelSize(width: 6, height: 13))

        let picture = try sixelPicture(sut.render(imageFile: panorama))

        XCTAssertEqual([picture.width, picture.height], [1000, 100])
    }

    func test_render_fitsThePictureInsideTheGeometryTheTerminalAnswered() throws {
        let limits = SixelLimits(maxWidth: 400, maxHeight: 30, colorRegisters: 256)
        let sut = makeSUT(maxColumns: 192, cell: CellPixelSize(width: 6, height: 13), limits: limits)

        let thumbnail = try sut.render(imageFile: panorama)

        // 400 × 40 by the width, 300 × 30 by the height: 50 columns, 3 rows.
        let picture = try sixelPicture(thumbnail)
        XCTAssertEqual([picture.width, picture.height], [300, 30])
        XCTAssertEqual(thumbnail.rows, 3)
    }

    func test_render_definesNoMoreColoursThanTheTerminalHasRegisters() throws {
        let photo = Data(ImageFiles.png(TestImages.noise(width: 64, height: 64)))
        let limits = SixelLimits(maxWidth: 1000, maxHeight: 1000, colorRegisters: 16)

        let picture = try sixelPicture(makeSUT(limits: limits).render(imageFile: photo))

        XCTAssertEqual(picture.paletteCount, 16)
    }

    func test_render_definesAt256ColoursWhenTheTerminalHasMoreRegisters() throws {
        let photo = Data(ImageFiles.png(TestImages.noise(width: 64, height: 64)))

        let picture = try sixelPicture(makeSUT(limits: .xtermDefaults).render(imageFile: photo))

        XCTAssertEqual(picture.paletteCount, 256)
    }

    func test_xtermDefaults_areItsDocumentedGeometryAndTheRegistersItAnswers() {
        XCTAssertEqual(SixelLimits.xtermDefaults, SixelLimits(maxWidth: 1000, maxHeight: 1000, colorRegisters: 1024))
        XCTAssertEqual(SixelLimits.xtermDefaults.maxColors, 256)
        XCTAssertEqual(SixelLimits(maxWidth: 1, maxHeight: 1, colorRegisters: 2).maxColors, 2)
    }

    // MARK: - Helpers

    private let panorama = Data(ImageFiles.png(TestImages.gradient(width: 2000, height: 200)))

    private func makeSUT(
        maxColumns: Int = 80, cell: CellPixelSize? = nil, limits: SixelLimits = .xtermDefaults
    ) -> ThumbnailRenderer {
        ThumbnailRenderer(style: .sixel, maxColumns: maxColumns, cellPixelSize: cell, sixelLimits: limits)
    }

    private func sixelPicture(_ thumbnail: Thumbnail) throws -> SixelPicture {
        XCTAssertEqual(thumbnail.lines.count, 1)
        return try SixelPicture(decoding: XCTUnwrap(thumbnail.lines.first))
    }
}
