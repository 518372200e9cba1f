import Foundation

/// Writes GIF files the suites test decoders with: any LZW minimum code size (up to 11, past the
/// format's 8), indices past the palette. The pixels are coded as literal codes only, a clear code
/// first and again before the table would widen the codes, so every code has the first width.
struct GIFFileBuilder {
    let width: Int
    let height: Int
    /// RGB triples; their count need not be a power of two (the file's table is padded with black).
    let palette: [[UInt8]]
    let minimumCodeSize: Int
    /// Row by row.
    let indices: [Int]

    var data: Data {
        var bytes = Array("GIF89a".utf8) + Self.short(width) + Self.short(height)
        var tableBits = 1
        while 1 << tableBits < palette.count { tableBits += 1 }
        bytes += [0x80 | UInt8(tableBits - 1), 0, 0]
        for index in 0..<1 << tableBits {
            bytes += index < palette.count ? palette[index] : [0, 0, 0]
        }
        bytes += [0x2C] + Self.short(0) + Self.short(0) + Self.short(width) + Self.short(height) + [0]
        bytes += [UInt8(minimumCodeSize)]
        let coded = codes()
        for start in stride(from: 0, to: coded.count, by: 255) {
            let block = coded[start..<min(start + 255, coded.count)]
            bytes += [UInt8(block.count)] + block
        }
        return Data(bytes + [0, 0x3B])
    }

    /// Clear, the indices (a clear code again whenever the table would grow a bit), end; packed
    /// least significant bit first.
    private func codes() -> [UInt8] {
        let clear = 1 << minimumCodeSize
        let width = minimumCodeSize + 1
        let entriesBeforeWidening = (1 << width) - (clear + 2)
        var sequence = [clear]
        for (position, index) in indices.enumerated() {
            if position > 0, position % entriesBeforeWidening == 0 { sequence.append(clear) }
            sequence.append(index)
        }
        sequence.append(clear + 1)
        var bytes: [UInt8] = []
        var bits = 0
        var count = 0
        for code in sequence {
            bits |= code << count
            count += width
            while count >= 8 {
                bytes.append(UInt8(bits & 0xFF))
                bits >>= 8
                count -= 8
            }
        }
        if count > 0 { bytes.append(UInt8(bits & 0xFF)) }
        return bytes
    }

    private static func short(_ value: Int) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8)]
    }
}
