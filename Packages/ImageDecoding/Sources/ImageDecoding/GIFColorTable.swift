/// A GIF palette as RGBA for all 256 indices: an index past the palette's end (up to 2,047 with
/// an 11-bit minimum code size) is opaque black (as most decoders show it), the transparent index
/// has alpha 0.
struct GIFColorTable {
    private var rgba = [UInt8](repeating: 0, count: 256 * 4)

    /// `palette` holds RGB triples.
    init(palette: [UInt8], transparentIndex: UInt8?) {
        for index in 0..<256 {
            if index * 3 + 2 < palette.count {
                rgba[index * 4] = palette[index * 3]
                rgba[index * 4 + 1] = palette[index * 3 + 1]
                rgba[index * 4 + 2] = palette[index * 3 + 2]
            }
            rgba[index * 4 + 3] = 255
        }
        if let transparentIndex { rgba[Int(transparentIndex) * 4 + 3] = 0 }
    }

    /// A palette of RGB triples, as many as the low 3 bits of `flags` say (2^(n+1)).
    static func readPalette(_ cursor: inout ByteCursor, flags: UInt8) throws(ImageDecodingError) -> [UInt8] {
        let count = 2 << Int(flags & 0x07)
        var palette: [UInt8] = []
        palette.reserveCapacity(count * 3)
        for _ in 0..<count * 3 { palette.append(try cursor.byte()) }
        return palette
    }

    /// The colours of the first `count` indices, into `pixels` (at least `count * 4` bytes).
    func convert(_ indices: [UInt16], count: Int, into pixels: inout [UInt8]) {
        for position in 0..<count {
            // Past 255 the same as any index past a palette of fewer colours: index 255 of the
            // table is black unless the palette has all 256 entries, so it cannot stand in.
            guard indices[position] < 256 else {
                pixels[position * 4..<position * 4 + 4] = [0, 0, 0, 255]
                continue
            }
            let index = Int(indices[position]) * 4
            pixels[position * 4] = rgba[index]
            pixels[position * 4 + 1] = rgba[index + 1]
            pixels[position * 4 + 2] = rgba[index + 2]
            pixels[position * 4 + 3] = rgba[index + 3]
        }
    }
}
