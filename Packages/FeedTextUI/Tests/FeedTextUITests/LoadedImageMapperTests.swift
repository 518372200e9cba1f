import FeedFeature
import FeedPresentation
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

    func test_loadedImageMapper_saysWhyAThumbnailAskedForWasNotDrawn() throws {
        let renderer = ThumbnailRenderer(style: .blockSymbols(.trueColor), maxColumns: 40)
        let webP =
            Data([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4C, 5, 0, 0, 0, 0x2F])
            + Data([0x01, 0x40, 0x00, 0x00])
        let cases: [(String, Data, PictureProblem)] = [
            ("a GIF's screen and nothing more", Data("GIF89a".utf8) + Data([2, 0, 2, 0, 0, 0, 0]), .truncated),
            ("a PNG header without its checksum", pngHeader(width: 3, height: 2), .damaged),
            ("100 megapixels", pngHeader(width: 10_000, height: 10_000), .tooLarge),
            ("a WebP whose bitstream is only its header", webP, .damaged),
        ]
        for (label, data, problem) in cases {
            XCTAssertEqual(try LoadedImageMapper.map(data, thumbnails: renderer).pictureProblem, problem, label)
            XCTAssertNil(
                try LoadedImageMapper.map(data, thumbnails: nil).pictureProblem, "\(label), no picture asked for")
        }
    }

    func test_loadedImageMapper_namesALibraryThatIsMissingOrOfAVersionNotUsed() {
        XCTAssertEqual(LoadedImageMapper.problem(.libraryMissing("libwebp")), .libraryMissing("libwebp"))
        XCTAssertEqual(
            LoadedImageMapper.problem(.libraryUnsupported("libavif 2.0.0")), .libraryUnsupported("libavif 2.0.0"))
    }

    func test_loadedImageMapper_namesAFormatItKnowsButDoesNotDraw() {
        let bmp = Data("BM".utf8) + Data(count: 12) + Data([40, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0])

        XCTAssertThrowsError(try LoadedImageMapper.map(bmp, thumbnails: nil)) { error in
            XCTAssertEqual(error as? LoadFailure, .imageFormatNotDrawn("BMP"))
        }
    }

    func test_loadedImageMapper_drawsAFileTooBigForITerm2InBlockSymbols() throws {
        let renderer = ThumbnailRenderer(style: .iTerm, rows: 2, maxColumns: 40)
        var big = pngHeader(width: 3, height: 2)
        big.append(Data(count: LoadedImageMapper.largestFileForITerm))

        let small = try LoadedImageMapper.map(pngHeader(width: 3, height: 2), thumbnails: renderer)
        let large = try LoadedImageMapper.map(big, thumbnails: renderer)

        XCTAssertTrue(small.thumbnail.first?.contains("\u{1B}]1337;File=") == true, "\(small.thumbnail)")
        XCTAssertEqual(small.thumbnailRows, 1, "3 × 2 pixels: one row on the thumbnail grid, never enlarged")
        XCTAssertFalse(
            large.thumbnail.contains { $0.contains("1337;File=") },
            "Expected no file sent, \(large.thumbnail.count) lines")
    }
}
