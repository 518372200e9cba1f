import Foundation

/// Writes PNG files with whatever chunks a test needs (ancillary ones of any declared length,
/// eXIf, gAMA), the way the suites' hand-made files are written: 8-bit RGB pixels, stored
/// uncompressed in a zlib stream, every CRC right unless a chunk says otherwise.
struct PNGFileBuilder {
    struct Chunk {
        let type: String
        let data: [UInt8]
        /// The length written, when it is not the data's: a chunk declaring more than the file holds.
        var declaredLength: UInt32?
    }

    let width: Int
    let height: Int
    /// Row by row, red, green and blue each.
    let pixels: [UInt8]
    /// Ancillary chunks, written between IHDR and IDAT.
    var chunks: [Chunk] = []

    init(width: Int, height: Int, pixels: [UInt8], chunks: [Chunk] = []) {
        precondition(pixels.count == width * height * 3, "RGB needs 3 bytes a pixel")
        self.width = width
        self.height = height
        self.pixels = pixels
        self.chunks = chunks
    }

    /// An image of one colour.
    init(width: Int, height: Int, gray: UInt8, chunks: [Chunk] = []) {
        self.init(
            width: width, height: height, pixels: [UInt8](repeating: gray, count: width * height * 3), chunks: chunks)
    }

    var data: Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += Self.chunk("IHDR", Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height)) + [8, 2, 0, 0, 0])
        for chunk in chunks {
            bytes += Self.chunk(chunk.type, chunk.data, declaredLength: chunk.declaredLength)
        }
        bytes += Self.chunk("IDAT", zlibStored(filteredRows))
        bytes += Self.chunk("IEND", [])
        return Data(bytes)
    }

    /// Each row after its filter byte (0, none).
    private var filteredRows: [UInt8] {
        var rows: [UInt8] = []
        let rowLength = width * 3
        for row in 0..<height {
            rows.append(0)
            rows += pixels[row * rowLength..<(row + 1) * rowLength]
        }
        return rows
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    private func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let isLast: UInt8 = offset + count == data.count ? 1 : 0
            let length = UInt16(count)
            let complement = ~length
            stream += [
                isLast, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(complement & 0xFF), UInt8(complement >> 8),
            ]
            stream += data[offset..<offset + count]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return stream + Self.bigEndian(b << 16 | a)
    }

    static func chunk(_ type: String, _ data: [UInt8], declaredLength: UInt32? = nil) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(declaredLength ?? UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }
}
