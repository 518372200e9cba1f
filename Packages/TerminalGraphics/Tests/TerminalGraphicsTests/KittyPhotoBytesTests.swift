import Foundation
import TerminalGraphics
import XCTest

/// Issue 22's bound: the demo's 640 × 480 photo at 8 rows went to kitty in 113,183 bytes (raw RGBA,
/// 8 pixels a column); it now takes at most a third of that, with the line break that ends it.
final class KittyPhotoBytesTests: XCTestCase {
    private let bound = 113_183 / 3

    func test_render_sendsTheDemoPhotoInAThirdOfItsFormerBytesWithoutCellSize() throws {
        let line = try XCTUnwrap(makeSUT(cellPixelSize: nil).render(imageFile: photo()).lines.first)

        XCTAssertLessThanOrEqual(line.utf8.count + 1, bound)
    }

    func test_render_sendsTheDemoPhotoInAThirdOfItsFormerBytesPaddedToAKnownCell() throws {
        let line = try XCTUnwrap(
            makeSUT(cellPixelSize: CellPixelSize(width: 10, height: 20)).render(imageFile: photo()).lines.first)

        XCTAssertLessThanOrEqual(line.utf8.count + 1, bound)
        XCTAssertEqual(try KittyLine(line).png().colorType, 6, "padded with transparency")
    }

    // MARK: - Helpers

    private func makeSUT(cellPixelSize: CellPixelSize?) -> ThumbnailRenderer {
        ThumbnailRenderer(style: .kitty, rows: 8, maxColumns: 80, cellPixelSize: cellPixelSize)
    }

    /// `Packages/FeedDemo/Sources/FeedDemo/Fixtures/images/photo-640x480.jpg`, from this file's
    /// `Packages/TerminalGraphics/Tests/TerminalGraphicsTests/`.
    private func photo() throws -> Data {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let photo = tests.appendingPathComponent("../../../FeedDemo/Sources/FeedDemo/Fixtures/images/photo-640x480.jpg")
        return try Data(contentsOf: photo.standardizedFileURL)
    }
}
