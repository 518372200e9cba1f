import Foundation

/// EXIF data holding one Orientation tag, as cameras write it, and the two places files keep it:
/// a JPEG's APP1 segment right after SOI, a PNG's eXIf chunk after IHDR.
enum ExifBuilder {
    /// A TIFF header and one IFD of one entry: tag 0x0112, type SHORT, count 1, `orientation`.
    static func tiff(orientation: Int, bigEndian: Bool = false) -> [UInt8] {
        func short(_ value: Int) -> [UInt8] {
            bigEndian ? [UInt8(value >> 8), UInt8(value & 0xFF)] : [UInt8(value & 0xFF), UInt8(value >> 8)]
        }
        func long(_ value: Int) -> [UInt8] {
            bigEndian ? [0, 0] + short(value) : short(value) + [0, 0]
        }
        let byteOrder: [UInt8] = bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]
        let entry = short(0x0112) + short(3) + long(1) + short(orientation) + [0, 0]
        return byteOrder + short(42) + long(8) + short(1) + entry + long(0)
    }

    /// `jpeg` with an APP1 segment of `Exif\0\0` and `tiff` inserted after its SOI marker.
    static func jpeg(_ jpeg: Data, tiff: [UInt8]) -> Data {
        let payload = Array("Exif\u{0}\u{0}".utf8) + tiff
        let length = payload.count + 2
        let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        return jpeg.prefix(2) + Data(segment) + jpeg.dropFirst(2)
    }
}
