import Foundation
import ImageDecoding
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// The chunks around the pixels: skipped unread whatever length they declare (libpng's crashers
/// `huge_*_chunk.png` declare 1 GiB in 57 bytes), except gAMA and sRGB, which change the colours
/// as browsers show them.
final class PNGAncillaryChunkTests: XCTestCase {
    private static let hugeChunkTypes = ["iTXt", "tEXt", "zTXt", "sPLT", "pCAL", "sCAL", "iCCP", "eXIf", "ruSt"]

    func test_decode_refusesChunkDeclaringAGibibyteAsTruncatedWithoutAllocatingIt() throws {
        for type in Self.hugeChunkTypes {
            let data = PNGFileBuilder(
                width: 1, height: 1, gray: 0,
                chunks: [.init(type: type, data: [0, 0, 0, 0], declaredLength: 0x3FFF_FFFF)]
            ).data
            let peakBefore = peakResidentMegabytes()

            XCTAssertThrowsError(try ThumbnailDecoder().decode(data, width: 1, height: 1), type) {
                XCTAssertEqual($0 as? ImageDecodingError, .truncated, type)
            }

            XCTAssertLessThan(peakResidentMegabytes() - peakBefore, 64, "\(type): grew the peak resident memory")
        }
    }

    func test_decode_drawsPixelsPastTextProfileAndUnknownChunks() throws {
        let chunks: [PNGFileBuilder.Chunk] = [
            .init(type: "tEXt", data: Array("Comment\u{0}hello".utf8)),
            .init(type: "zTXt", data: Array("Comment\u{0}\u{0}".utf8) + [0x78, 0x9C, 0x03, 0, 0, 0, 0, 1]),
            .init(type: "iCCP", data: Array("sRGB\u{0}\u{0}".utf8) + [0x78, 0x9C, 0x03, 0, 0, 0, 0, 1]),
            .init(type: "ruSt", data: [1, 2, 3]),
        ]
        let data = PNGFileBuilder(width: 2, height: 1, pixels: [255, 0, 0, 0, 0, 255], chunks: chunks).data

        let image = try ThumbnailDecoder().decode(data, width: 2, height: 1)

        XCTAssertEqual(image.pixel(x: 0, y: 0), RGBAColor(red: 255, green: 0, blue: 0))
        XCTAssertEqual(image.pixel(x: 1, y: 0), RGBAColor(red: 0, green: 0, blue: 255))
    }

    func test_decode_convertsLinearGammaToTheDisplaysAsBrowsersDo() throws {
        let linear = PNGFileBuilder(width: 1, height: 1, gray: 128, chunks: [gamma(100_000)]).data

        let image = try ThumbnailDecoder().decode(linear, width: 1, height: 1)

        // 255 × (128 / 255)^(1 / 2.2)
        XCTAssertEqual(image.pixel(x: 0, y: 0), RGBAColor(red: 186, green: 186, blue: 186))
    }

    func test_decode_keepsSamplesOfDisplayGammaOrSRGB() throws {
        let cases: [(String, [PNGFileBuilder.Chunk])] = [
            ("none", []),
            ("gAMA 1/2.2", [gamma(45_455)]),
            ("sRGB before gAMA 1.0", [.init(type: "sRGB", data: [0]), gamma(100_000)]),
        ]
        for (label, chunks) in cases {
            let data = PNGFileBuilder(width: 1, height: 1, gray: 128, chunks: chunks).data

            let image = try ThumbnailDecoder().decode(data, width: 1, height: 1)

            XCTAssertEqual(image.pixel(x: 0, y: 0), RGBAColor(red: 128, green: 128, blue: 128), label)
        }
    }

    // MARK: - Helpers

    /// A gAMA chunk: the file's gamma times 100,000.
    private func gamma(_ value: UInt32) -> PNGFileBuilder.Chunk {
        .init(type: "gAMA", data: PNGFileBuilder.bigEndian(value))
    }

    private func peakResidentMegabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}
