import Foundation
import ImageDecoding
import XCTest

/// JPEG files whose data is not what it should be, drawn as libjpeg-turbo's djpeg draws them when
/// every pixel is there, refused when libjpeg would invent some (see `emit_message` in
/// `jpeg_decoder.c`).
final class JPEGDataFaultTests: XCTestCase {
    private let huffmanCoded = ["two-color-256x128.jpg", "two-color-progressive-256x128.jpg"]

    func test_decode_drawsTheWholePictureWhenOnlyTheEndOfImageMarkerIsMissing() throws {
        for name in huffmanCoded {
            let data = try DecodingFixtures.data(name)
            XCTAssertEqual(data.suffix(2), Data([0xFF, 0xD9]), name)

            let image = try ThumbnailDecoder().decode(data.dropLast(2), width: 16, height: 8)

            XCTAssertEqual(image, try ThumbnailDecoder().decode(data, width: 16, height: 8), name)
        }
    }

    func test_decode_refusesAsTruncatedWhenScanDataIsMissing() throws {
        let cuts = [
            ("two-color-256x128.jpg", 3), ("two-color-256x128.jpg", 100),
            ("two-color-progressive-256x128.jpg", 3), ("two-color-arithmetic-32x16.jpg", 2),
        ]
        for (name, cut) in cuts {
            let data = try DecodingFixtures.data(name).dropLast(cut)

            XCTAssertThrowsError(try ThumbnailDecoder().decode(data, width: 16, height: 8), "\(name) - \(cut)") {
                XCTAssertEqual($0 as? ImageDecodingError, .truncated, "\(name) - \(cut)")
            }
        }
    }

    func test_decode_refusesAsCorruptWhenScanBytesAreFlipped() throws {
        for name in huffmanCoded {
            let data = try flippingScanBytes(of: DecodingFixtures.data(name))

            XCTAssertThrowsError(try ThumbnailDecoder().decode(data, width: 16, height: 8), name) {
                XCTAssertEqual($0 as? ImageDecodingError, .corrupt, name)
            }
        }
    }

    // MARK: - Helpers

    /// Twenty bytes of the first scan's data, 10 bytes in, each XORed with 0x55 (never making or
    /// unmaking a 0xFF, so no marker appears or goes).
    private func flippingScanBytes(of data: Data) throws -> Data {
        var bytes = [UInt8](data)
        let scan = try XCTUnwrap((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA })
        let start = scan + 2 + (Int(bytes[scan + 2]) << 8 | Int(bytes[scan + 3]))
        for index in start + 10..<start + 30 where bytes[index] != 0xFF && bytes[index] ^ 0x55 != 0xFF {
            bytes[index] ^= 0x55
        }
        return Data(bytes)
    }
}
