import Foundation
import ImageDecoding
import XCTest

/// Photographs stored on their side with an EXIF Orientation tag, as phones store most of them,
/// come out upright, in JPEG (APP1) and PNG (eXIf). The stored picture is four quadrants, red and
/// green over blue and white, so each of the eight orientations puts them in its own order.
final class ImageOrientationTests: XCTestCase {
    private static let red = RGBAColor(red: 255, green: 0, blue: 0)
    private static let green = RGBAColor(red: 0, green: 255, blue: 0)
    private static let blue = RGBAColor(red: 0, green: 0, blue: 255)
    private static let white = RGBAColor(red: 255, green: 255, blue: 255)

    /// The upright quadrants, top row then bottom row, by orientation: 1 as stored, 2 mirrored,
    /// 3 turned half round, 4 flipped, 5 transposed, 6 turned a quarter clockwise, 7 transverse,
    /// 8 turned a quarter anticlockwise.
    private static let uprightQuadrants: [Int: [RGBAColor]] = [
        1: [red, green, blue, white],
        2: [green, red, white, blue],
        3: [white, blue, green, red],
        4: [blue, white, red, green],
        5: [red, blue, green, white],
        6: [blue, red, white, green],
        7: [white, green, blue, red],
        8: [green, white, red, blue],
    ]

    func test_decode_turnsJPEGUprightInEachOfTheEightOrientations() throws {
        let stored = try DecodingFixtures.data("quadrants-32x16.jpg")
        for (orientation, expected) in Self.uprightQuadrants {
            for bigEndian in [false, true] {
                let data = ExifBuilder.jpeg(
                    stored, tiff: ExifBuilder.tiff(orientation: orientation, bigEndian: bigEndian))

                let image = try ThumbnailDecoder().decode(data, width: 2, height: 2)

                assertQuadrants(image, are: expected, tolerance: 12, "JPEG orientation \(orientation)")
            }
        }
    }

    func test_decode_turnsPNGUprightInEachOfTheEightOrientations() throws {
        for (orientation, expected) in Self.uprightQuadrants {
            let data = quadrantsPNG(chunks: [.init(type: "eXIf", data: ExifBuilder.tiff(orientation: orientation))])

            let image = try ThumbnailDecoder().decode(data, width: 2, height: 2)

            assertQuadrants(image, are: expected, tolerance: 0, "PNG orientation \(orientation)")
        }
    }

    func test_info_givesTheUprightSize() throws {
        let stored = try DecodingFixtures.data("quadrants-32x16.jpg")
        for orientation in 1...8 {
            let data = ExifBuilder.jpeg(stored, tiff: ExifBuilder.tiff(orientation: orientation))

            let info = try ThumbnailDecoder.info(of: data)

            let upright = orientation >= 5 ? (16, 32) : (32, 16)
            XCTAssertEqual(info.width, upright.0, "orientation \(orientation)")
            XCTAssertEqual(info.height, upright.1, "orientation \(orientation)")
            XCTAssertEqual(info.orientation.rawValue, orientation)
        }
    }

    func test_decodeFitting_keepsTheUprightShape() throws {
        let data = ExifBuilder.jpeg(
            try DecodingFixtures.data("quadrants-32x16.jpg"), tiff: ExifBuilder.tiff(orientation: 6))

        let image = try ThumbnailDecoder().decode(data, fittingWidth: 40, height: 40)

        XCTAssertEqual([image.width, image.height], [20, 40])
    }

    func test_decode_drawsAsStoredOnMissingOrBrokenOrientation() throws {
        let stored = try DecodingFixtures.data("quadrants-32x16.jpg")
        let tag = ExifBuilder.tiff(orientation: 6)
        let broken: [(String, [UInt8])] = [
            ("value 0", ExifBuilder.tiff(orientation: 0)),
            ("value 9", ExifBuilder.tiff(orientation: 9)),
            ("no byte order", [0, 0] + tag.dropFirst(2)),
            ("IFD past the end", Array(tag.prefix(4)) + [0xFF, 0xFF, 0, 0]),
            ("cut inside the entry", Array(tag.prefix(14))),
        ]
        for (label, tiff) in broken {
            let data = ExifBuilder.jpeg(stored, tiff: tiff)

            let image = try ThumbnailDecoder().decode(data, width: 2, height: 2)

            assertQuadrants(image, are: Self.uprightQuadrants[1] ?? [], tolerance: 12, label)
        }
    }

    // MARK: - Helpers

    /// 4 × 2 pixels, one quadrant 2 × 1.
    private func quadrantsPNG(chunks: [PNGFileBuilder.Chunk]) -> Data {
        let rows: [[RGBAColor]] = [
            [Self.red, Self.red, Self.green, Self.green], [Self.blue, Self.blue, Self.white, Self.white],
        ]
        let pixels = rows.flatMap { $0.flatMap { [$0.red, $0.green, $0.blue] } }
        return PNGFileBuilder(width: 4, height: 2, pixels: pixels, chunks: chunks).data
    }

    private func assertQuadrants(
        _ image: PixelImage,
        are expected: [RGBAColor],
        tolerance: Int,
        _ label: String,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let actual = [(0, 0), (1, 0), (0, 1), (1, 1)].map { image.pixel(x: $0.0, y: $0.1) }
        let near = zip(actual, expected).allSatisfy { actual, expected in
            zip([actual.red, actual.green, actual.blue], [expected.red, expected.green, expected.blue])
                .allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
        }
        XCTAssertTrue(near, "\(label): \(actual) is not \(expected)", file: file, line: line)
    }
}
