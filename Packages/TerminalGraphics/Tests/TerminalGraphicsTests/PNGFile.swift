import Foundation
import ImageDecoding
import XCTest

/// A PNG file taken apart, to read back what ``PNGEncoder`` writes and kitty is sent: its chunks
/// (each CRC checked), its header, the filter type of each row and its pixels.
struct PNGFile {
    struct Chunk {
        let type: String
        let data: [UInt8]
    }

    struct FormatError: Error {
        let reason: String
    }

    let bytes: [UInt8]
    let chunks: [Chunk]

    /// Throws unless `bytes` is a signature, then whole chunks whose CRCs are right.
    init(_ bytes: [UInt8]) throws {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw FormatError(reason: "no PNG signature")
        }
        var chunks: [Chunk] = []
        var offset = 8
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw FormatError(reason: "truncated chunk") }
            let length = Int(Self.bigEndian(bytes, at: offset))
            guard offset + 12 + length <= bytes.count else { throw FormatError(reason: "truncated chunk") }
            let body = Array(bytes[offset + 4..<offset + 8 + length])
            guard Self.bigEndian(bytes, at: offset + 8 + length) == ImageFiles.crc32(body) else {
                throw FormatError(reason: "bad CRC")
            }
            chunks.append(Chunk(type: String(decoding: body.prefix(4), as: UTF8.self), data: Array(body.dropFirst(4))))
            offset += 12 + length
        }
        self.bytes = bytes
        self.chunks = chunks
    }

    /// The file in kitty's payload: every chunk's base64 together.
    init(kittyPayload payload: String) throws {
        try self.init([UInt8](XCTUnwrap(Data(base64Encoded: payload))))
    }

    var header: [UInt8] { chunks.first { $0.type == "IHDR" }?.data ?? [] }
    var width: Int { Int(Self.bigEndian(header, at: 0)) }
    var height: Int { Int(Self.bigEndian(header, at: 4)) }
    /// 2 for RGB, 6 for RGBA.
    var colorType: UInt8 { header[9] }

    /// Each row's filter type, from the inflated `IDAT` data (8-bit RGB or RGBA).
    func filterTypes() throws -> [UInt8] {
        let rowLength = 1 + width * (colorType == 6 ? 4 : 3)
        let compressed = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
        let rows = try ZlibInflater.uncompress(Data(compressed), expectedCount: rowLength * height)
        XCTAssertEqual(rows.count, rowLength * height)
        return stride(from: 0, to: rows.count, by: rowLength).map { rows[$0] }
    }

    /// The pixels, decoded by ImageDecoding (libpng) at the file's own size.
    func pixels() throws -> PixelImage {
        try ThumbnailDecoder().decode(Data(bytes), width: width, height: height)
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
