/// A GIF image descriptor: where the frame sits on the logical screen, its size, whether its rows
/// are interlaced, and its own palette if it has one.
struct GIFFrame {
    let left: Int
    let top: Int
    let width: Int
    let height: Int
    let isInterlaced: Bool
    let localPalette: [UInt8]?

    /// Reads the descriptor after its separator, and the local palette that follows it. A frame of
    /// more than `maxPixelCount` pixels is refused like a screen of as many.
    static func read(
        _ cursor: inout ByteCursor,
        maxPixelCount: Int
    ) throws(ImageDecodingError) -> GIFFrame {
        let left = try cursor.uint16LittleEndian()
        let top = try cursor.uint16LittleEndian()
        let width = try cursor.uint16LittleEndian()
        let height = try cursor.uint16LittleEndian()
        let flags = try cursor.byte()
        guard width * height <= maxPixelCount else { throw .tooLarge(width: width, height: height) }
        let palette = flags & 0x80 != 0 ? try GIFColorTable.readPalette(&cursor, flags: flags) : nil
        return GIFFrame(
            left: left,
            top: top,
            width: width,
            height: height,
            isInterlaced: flags & 0x40 != 0,
            localPalette: palette
        )
    }
}
