import Foundation

/// Writes GIF files the suites test decoders with: any LZW minimum code size (up to 11, past the
/// format's 8), indices past the palette. The pixels are coded as literal codes only, a clear code
/// first and again before the table would widen the codes, so every code has the first width.
struct GIFFileBuilder {
    /// One image block: its place and size on the screen, its indices row by row, its own palette
    /// if any, and whether a graphic control extension (no transparency, a delay of 10) comes first.
    struct Block {
        var left = 0
        var top = 0
        let width: Int
        let height: Int
        let indices: [Int]
        var palette: [[UInt8]]?
        var hasGraphicControl = false
    }

    let width: Int
    let height: Int
    /// RGB triples; their count need not be a power of two (the file's table is padded with black).
    let palette: [[UInt8]]
    let minimumCodeSize: Int
    let blocks: [Block]
    /// Whether the file ends with its trailer.
    var hasTrailer = true

    init(width: Int, height: Int, palette: [[UInt8]], minimumCodeSize: Int = 8, blocks: [Block]) {
        self.width = width
        self.height = height
        self.palette = palette
        self.minimumCodeSize = minimumCodeSize
        self.blocks = blocks
    }

    /// One block covering the screen.
    init(width: Int, height: Int, palette: [[UInt8]], minimumCodeSize: Int, indices: [Int]) {
        self.init(
            width: width, height: height, palette: palette, minimumCodeSize: minimumCodeSize,
            blocks: [Block(width: width, height: height, indices: indices)])
    }

    var data: Data {
        var bytes = Array("GIF89a".utf8) + Self.short(width) + Self.short(height)
        let (globalFlags, globalTable) = Self.colorTable(palette)
        bytes += [0x80 | globalFlags, 0, 0] + globalTable
        for block in blocks {
            if block.hasGraphicControl { bytes += [0x21, 0xF9, 4, 0, 10, 0, 0, 0] }
            bytes += [0x2C] + Self.short(block.left) + Self.short(block.top)
            bytes += Self.short(block.width) + Self.short(block.height)
            if let local = block.palette {
                let (flags, table) = Self.colorTable(local)
                bytes += [0x80 | flags] + table
            } else {
                bytes += [0]
            }
            bytes += [UInt8(minimumCodeSize)]
            let coded = codes(block.indices)
            for start in stride(from: 0, to: coded.count, by: 255) {
                let chunk = coded[start..<min(start + 255, coded.count)]
                bytes += [UInt8(chunk.count)] + chunk
            }
            bytes += [0]
        }
        return Data(bytes + (hasTrailer ? [0x3B] : []))
    }

    /// The size bits of a colour table's flags, and the table padded to a power of two.
    private static func colorTable(_ palette: [[UInt8]]) -> (UInt8, [UInt8]) {
        var bits = 1
        while 1 << bits < palette.count { bits += 1 }
        let table = (0..<1 << bits).flatMap { $0 < palette.count ? palette[$0] : [0, 0, 0] }
        return (UInt8(bits - 1), table)
    }

    /// Clear, the indices (a clear code again whenever the table would grow a bit), end; packed
    /// least significant bit first.
    private func codes(_ indices: [Int]) -> [UInt8] {
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
