import Foundation
import ImageDecoding
import XCTest

/// The files of `Fixtures/`, written by `Tests/make-fixtures.py`: images, and for the lossless ones
/// an `.rgba` file of the pixels a decoder must give at the image's own size.
enum DecodingFixtures {
    static func data(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> Data {
        let url = try XCTUnwrap(
            Bundle.module.resourceURL?.appendingPathComponent("Fixtures").appendingPathComponent(name),
            file: file,
            line: line
        )
        return try Data(contentsOf: url)
    }

    /// The expected pixels of `name` (say `rgb8.png`), from `rgb8.rgba`.
    static func expectedPixels(
        of name: String,
        width: Int,
        height: Int,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> PixelImage {
        let rgbaName = (name as NSString).deletingPathExtension + ".rgba"
        let bytes = try data(rgbaName, file: file, line: line)
        return PixelImage(width: width, height: height, pixels: Array(bytes))
    }
}

extension XCTestCase {
    /// Decodes the fixture `name` at its own size and compares every pixel with its `.rgba` file.
    func assertDecodesExactly(
        _ name: String,
        width: Int,
        height: Int,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let data = try DecodingFixtures.data(name, file: file, line: line)
        let expected = try DecodingFixtures.expectedPixels(
            of: name, width: width, height: height, file: file, line: line)

        XCTAssertEqual(
            try ThumbnailDecoder().decode(data, width: width, height: height), expected, name, file: file, line: line)
    }
}
