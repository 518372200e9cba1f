/// The first frame of an animated WebP: where it sits on the canvas and the bytes of its picture
/// (an optional `ALPH` chunk and a `VP8 ` or `VP8L` chunk), which libwebp decodes as a still.
///
/// Layout: after `RIFF` size `WEBP`, chunks of FourCC (4), size (4, LE), payload padded to an even
/// length. An animation's first chunk is `VP8X` with the animation flag (0x02); its frames are
/// `ANMF` chunks whose payload starts with X / 2, Y / 2, width - 1 and height - 1 (24 bits LE each),
/// the duration (24) and flags (8), and goes on with the frame's chunks. The first frame covers a
/// canvas that is transparent before it, so nothing of the ones after it is needed.
struct WebPAnimationFrame {
    let x: Int
    let y: Int
    let width: Int
    let height: Int
    /// Offsets of the frame's chunks in the file.
    let data: Range<Int>

    private static let firstChunk = 12
    private static let animationFlag: UInt8 = 0x02
    private static let frameHeaderLength = 16

    /// The first frame, or nil for a still image. Throws for an animation whose frame is cut off
    /// or lies outside its canvas.
    static func first(in bytes: ImageBytes, canvas: ImageInfo) throws(ImageDecodingError) -> WebPAnimationFrame? {
        guard bytes.bytes(at: firstChunk, equal: Array("VP8X".utf8)) == true,
            let flags = bytes.byte(at: firstChunk + 8), flags & animationFlag != 0
        else { return nil }
        var offset = firstChunk
        while true {
            guard let type = bytes.fourCC(at: offset), let size = bytes.uint32LittleEndian(at: offset + 4) else {
                throw .truncated
            }
            let payload = offset + 8
            if type == "ANMF" {
                return try frame(in: bytes, payload: payload, size: Int(size), canvas: canvas)
            }
            // Never overflows: a UInt32 size plus a padding byte, on a 64-bit Int.
            offset = payload + Int(size) + Int(size & 1)
        }
    }

    private static func frame(
        in bytes: ImageBytes,
        payload: Int,
        size: Int,
        canvas: ImageInfo
    ) throws(ImageDecodingError) -> WebPAnimationFrame {
        guard size > frameHeaderLength else { throw .corrupt }
        guard payload + size <= bytes.count else { throw .truncated }
        guard let halfX = bytes.uint24LittleEndian(at: payload),
            let halfY = bytes.uint24LittleEndian(at: payload + 3),
            let widthMinusOne = bytes.uint24LittleEndian(at: payload + 6),
            let heightMinusOne = bytes.uint24LittleEndian(at: payload + 9)
        else { throw .truncated }
        let frame = WebPAnimationFrame(
            x: Int(halfX) * 2,
            y: Int(halfY) * 2,
            width: Int(widthMinusOne) + 1,
            height: Int(heightMinusOne) + 1,
            data: payload + frameHeaderLength..<payload + size
        )
        guard frame.x + frame.width <= canvas.width, frame.y + frame.height <= canvas.height else { throw .corrupt }
        return frame
    }
}
