import Foundation
import ImageDecoding
import XCTest

/// Formats feed-tty knows by name but does not draw, told from "not an image" by their signature.
final class UndrawnImageFormatTests: XCTestCase {
    func test_name_recognisesEachFormatBySignature() {
        let files: [(String, [UInt8])] = [
            ("AVIF", ftyp("avif", compatible: ["mif1", "miaf"])),
            ("AVIF", ftyp("mif1", compatible: ["avif"])),
            ("HEIC", ftyp("heic", compatible: ["mif1"])),
            ("HEIC", ftyp("mif1", compatible: ["heic"])),
            ("BMP", Array("BM".utf8) + [UInt8](repeating: 0, count: 12) + [40, 0, 0, 0] + [2, 0, 0, 0, 2, 0, 0, 0]),
            ("TIFF", [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0]),
            ("TIFF", [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8]),
            ("JPEG 2000", [0x00, 0x00, 0x00, 0x0C, 0x6A, 0x50, 0x20, 0x20, 0x0D, 0x0A, 0x87, 0x0A, 0, 0]),
            ("JPEG 2000", [0xFF, 0x4F, 0xFF, 0x51, 0, 0x2F]),
            ("JPEG XL", [0xFF, 0x0A, 0xFA]),
            ("ICO", [0x00, 0x00, 0x01, 0x00, 1, 0, 16, 16]),
            ("QOI", Array("qoif".utf8) + [0, 0, 0, 2, 0, 0, 0, 2, 4, 0]),
            ("SVG", Array(#"<?xml version="1.0"?>\#n<svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8)),
            ("SVG", Array("  <svg viewBox=\"0 0 1 1\"></svg>".utf8)),
        ]
        for (name, bytes) in files {
            XCTAssertEqual(UndrawnImageFormat.name(of: Data(bytes)), name, "\(bytes.prefix(12))")
        }
    }

    func test_name_isNilForWhatIsNoPictureFormat() {
        let files: [[UInt8]] = [
            [], Array("<html>not an image</html>".utf8), Array("BM".utf8), ftyp("isom", compatible: ["mp41"]),
            Array(#"<?xml version="1.0"?><feed/>"#.utf8), [0x00, 0x00],
        ]
        for bytes in files {
            XCTAssertNil(UndrawnImageFormat.name(of: Data(bytes)), "\(bytes)")
        }
    }

    // MARK: - Helpers

    /// An ISO media file's `ftyp` box: size, type, major brand, minor version, compatible brands.
    private func ftyp(_ major: String, compatible: [String]) -> [UInt8] {
        let size = 16 + 4 * compatible.count
        return [0, 0, 0, UInt8(size)] + Array("ftyp".utf8) + Array(major.utf8) + [0, 0, 0, 0]
            + compatible.flatMap { Array($0.utf8) }
    }
}
