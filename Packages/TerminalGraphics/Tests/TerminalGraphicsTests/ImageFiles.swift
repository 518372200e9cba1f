import ImageDecoding

/// Image files for the tests, as bytes.
enum ImageFiles {
    /// `Packages/ImageDecoding/Tests/ImageDecodingTests/Fixtures/two-color-4x4.gif`: 4 × 4, the top
    /// half red, the bottom half blue.
    static let twoColorGIF: [UInt8] = [
        0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x04, 0x00, 0x04, 0x00, 0xf1, 0x00,
        0x00, 0xff, 0x00, 0x00, 0x00, 0xff, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff,
        0xff, 0x21, 0xfe, 0x11, 0x61, 0x20, 0x63, 0x6f, 0x6d, 0x6d, 0x65, 0x6e,
        0x74, 0x20, 0x74, 0x6f, 0x20, 0x73, 0x6b, 0x69, 0x70, 0x00, 0x2c, 0x00,
        0x00, 0x00, 0x00, 0x04, 0x00, 0x04, 0x00, 0x00, 0x02, 0x05, 0x84, 0x6f,
        0xa2, 0xab, 0x05, 0x00, 0x3b,
    ]

    /// A lossless WebP's header (3 × 5): enough for the header reader, not decodable here.
    static let webP: [UInt8] =
        Array("RIFF".utf8) + [0x24, 0, 0, 0] + Array("WEBPVP8L".utf8) + [5, 0, 0, 0, 0x2F, 0x02, 0x00, 0x01, 0x00]

    /// `image` as an 8-bit RGBA PNG, its pixels stored uncompressed (deflate's stored blocks).
    static func png(_ image: PixelImage) -> [UInt8] {
        var raw: [UInt8] = []
        for row in 0..<image.height {
            raw.append(0)  // filter type None
            raw += image.pixels[row * image.width * 4..<(row + 1) * image.width * 4]
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, raw.count - offset)
            let isLast: UInt8 = offset + count == raw.count ? 1 : 0
            zlib += [isLast] + littleEndian16(count) + littleEndian16(~count & 0xFFFF)
            zlib += raw[offset..<offset + count]
            offset += count
        } while offset < raw.count
        zlib += bigEndian32(adler32(raw))

        let header = bigEndian32(UInt32(image.width)) + bigEndian32(UInt32(image.height)) + [8, 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib)
            + chunk("IEND", [])
    }

    /// `png` with an eXIf chunk after IHDR whose Orientation tag is `orientation` (little-endian
    /// TIFF, one IFD entry), as a phone stores a photograph on its side.
    static func png(_ png: [UInt8], exifOrientation orientation: UInt8) -> [UInt8] {
        let tiff: [UInt8] = [0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, orientation, 0, 0, 0]
        let afterHeader = 8 + 25
        return Array(png.prefix(afterHeader)) + chunk("eXIf", tiff + [0, 0, 0, 0]) + png.dropFirst(afterHeader)
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian32(UInt32(data.count)) + body + bigEndian32(crc32(body))
    }

    /// PNG's CRC-32, bit by bit: a check independent of zlib's.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    private static func bigEndian32(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }

    private static func littleEndian16(_ value: Int) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
    }
}
