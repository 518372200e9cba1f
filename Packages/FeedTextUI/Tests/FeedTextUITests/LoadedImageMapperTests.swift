import FeedFeature
import Foundation
import TerminalGraphics
import TestSupport
import XCTest

@testable import FeedTextUI

final class LoadedImageMapperTests: XCTestCase {
    func test_loadedImageMapper_readsTheHeaderDrawsAThumbnailAndCallsOtherBytesNoImage() throws {
        let image = try LoadedImageMapper.map(
            pngHeader(width: 3, height: 2), thumbnails: ThumbnailRenderer(style: .kitty, maxColumns: 40))

        XCTAssertEqual(image.info.width, 3)
        XCTAssertEqual(image.thumbnail, [], "a header alone cannot be drawn: the header line stays")
        XCTAssertThrowsError(try LoadedImageMapper.map(htmlPage(), thumbnails: nil)) { error in
            XCTAssertEqual(error as? LoadFailure, .invalidData(expected: .image))
        }
    }

    func test_loadedImageMapper_drawsAFileTooBigForITerm2InHalfBlocks() throws {
        let renderer = ThumbnailRenderer(style: .iTerm, rows: 2, maxColumns: 40)
        var big = pngHeader(width: 3, height: 2)
        big.append(Data(count: LoadedImageMapper.largestFileForITerm))

        let small = try LoadedImageMapper.map(pngHeader(width: 3, height: 2), thumbnails: renderer)
        let large = try LoadedImageMapper.map(big, thumbnails: renderer)

        XCTAssertTrue(small.thumbnail.first?.contains("\u{1B}]1337;File=") == true, "\(small.thumbnail)")
        XCTAssertEqual(small.thumbnailRows, 1, "3 × 2 pixels: one row on the half-block grid, never enlarged")
        XCTAssertFalse(
            large.thumbnail.contains { $0.contains("1337;File=") },
            "Expected no file sent, \(large.thumbnail.count) lines")
    }
}
