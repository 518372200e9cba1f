import Foundation
import ImageDecoding
import XCTest

final class AVIFHeaderTests: XCTestCase {
    func test_read_takesThePrimaryItemsSizeOfImagesAndSequences() throws {
        for name in ["lossy-24x16.avif", "lossless-alpha-24x16.avif", "animated-24x16.avif"] {
            XCTAssertEqual(
                try ImageHeaderReader.read(try DecodingFixtures.data(name)),
                ImageInfo(format: .avif, width: 24, height: 16),
                name)
        }
    }

    func test_read_leavesOtherISOMediaFilesToOtherReaders() {
        let heic = fileType(major: "heic", compatible: ["mif1", "heic"])
        let mp4 = fileType(major: "isom", compatible: ["iso2", "mp41"])

        for bytes in [heic, mp4] {
            XCTAssertThrowsError(try ImageHeaderReader.read(Data(bytes))) {
                XCTAssertEqual($0 as? ImageHeaderReader.Error, .unknownFormat)
            }
        }
        XCTAssertEqual(UndrawnImageFormat.name(of: Data(heic)), "HEIC")
    }

    func test_read_throwsTruncatedHeaderBeforeTheSizeIsRead() throws {
        let data = try DecodingFixtures.data("lossy-24x16.avif")
        let meta = try XCTUnwrap(data.range(of: Data("meta".utf8))).lowerBound

        for length in [5, 12, 31, meta, meta + 40] {
            XCTAssertThrowsError(try ImageHeaderReader.read(data.prefix(length)), "cut at \(length)") {
                XCTAssertEqual($0 as? ImageHeaderReader.Error, .truncatedHeader, "cut at \(length)")
            }
        }
    }

    func test_read_throwsInvalidHeaderOnABoxLargerThanItsParent() throws {
        var bytes = [UInt8](try DecodingFixtures.data("lossy-24x16.avif"))
        let ispe = try XCTUnwrap(Data(bytes).range(of: Data("ispe".utf8))).lowerBound
        // The ispe box's size (before its type) made larger than the ipco box that holds it.
        bytes[ispe - 2] = 0x7F

        XCTAssertThrowsError(try ImageHeaderReader.read(Data(bytes))) {
            XCTAssertEqual($0 as? ImageHeaderReader.Error, .invalidHeader)
        }
    }

    func test_read_throwsInvalidHeaderOnAMetaBoxShorterThanItsVersionAndFlags() throws {
        var bytes = [UInt8](try DecodingFixtures.data("lossy-24x16.avif"))
        let meta = try XCTUnwrap(Data(bytes).range(of: Data("meta".utf8))).lowerBound
        // The box's size, before its type: 11, its header and 3 bytes (a fuzzed file trapped on it).
        bytes.replaceSubrange(meta - 4..<meta, with: [0, 0, 0, 11])

        XCTAssertThrowsError(try ImageHeaderReader.read(Data(bytes))) {
            XCTAssertEqual($0 as? ImageHeaderReader.Error, .invalidHeader)
        }
    }

    func test_read_throwsInvalidHeaderOnASideOverTwoToTheTwentyFour() throws {
        let data = try DecodingFixtures.data("lossy-24x16.avif")
        let ispe = try XCTUnwrap(data.range(of: Data("ispe".utf8))).upperBound
        // Width, after the box's version and flags: 2^24 is the largest taken.
        for (width, expected) in [(UInt32(1 << 24), nil), (UInt32(1 << 24) + 1, ImageHeaderReader.Error.invalidHeader)]
        {
            var bytes = [UInt8](data)
            bytes.replaceSubrange(ispe + 4..<ispe + 8, with: withUnsafeBytes(of: width.bigEndian, Array.init))

            if let expected {
                XCTAssertThrowsError(try ImageHeaderReader.read(Data(bytes))) {
                    XCTAssertEqual($0 as? ImageHeaderReader.Error, expected)
                }
            } else {
                XCTAssertEqual(try ImageHeaderReader.read(Data(bytes)).width, 1 << 24)
            }
        }
    }

    private func fileType(major: String, compatible: [String]) -> [UInt8] {
        let payload = Array(major.utf8) + [0, 0, 0, 0] + compatible.flatMap { Array($0.utf8) }
        return [0, 0, 0, UInt8(8 + payload.count)] + Array("ftyp".utf8) + payload
    }
}
