/// WebP: a RIFF container of form type `WEBP` whose first chunk is `VP8 `, `VP8L` or `VP8X`.
///
/// Layout: `RIFF` (4), file size (4, ignored: only the header is needed), `WEBP` (4), chunk FourCC (4),
/// chunk size (4, LE), chunk payload from offset 20.
enum WebPHeader {
    static let signature: [UInt8?] = [0x52, 0x49, 0x46, 0x46, nil, nil, nil, nil, 0x57, 0x45, 0x42, 0x50]

    private static let chunkTypeOffset = 12
    private static let chunkSizeOffset = 16
    private static let payloadOffset = 20

    private static let lossyChunk: [UInt8] = Array("VP8 ".utf8)
    private static let losslessChunk: [UInt8] = Array("VP8L".utf8)
    private static let extendedChunk: [UInt8] = Array("VP8X".utf8)

    static func read(_ bytes: ImageBytes) throws(ImageHeaderReader.Error) -> ImageInfo {
        guard let chunkSize = bytes.uint32LittleEndian(at: chunkSizeOffset) else { throw .truncatedHeader }
        if bytes.bytes(at: chunkTypeOffset, equal: lossyChunk) == true {
            return try readLossy(bytes, chunkSize: chunkSize)
        }
        if bytes.bytes(at: chunkTypeOffset, equal: losslessChunk) == true {
            return try readLossless(bytes, chunkSize: chunkSize)
        }
        if bytes.bytes(at: chunkTypeOffset, equal: extendedChunk) == true {
            return try readExtended(bytes, chunkSize: chunkSize)
        }
        // The chunk size was read, so the FourCC before it is complete and simply unknown.
        throw .invalidHeader
    }

    /// `VP8 `: a 3-byte frame tag, the start code 9D 01 2A, then width and height as little-endian
    /// `UInt16`s whose top two bits are an upscaling hint, not part of the size.
    private static func readLossy(_ bytes: ImageBytes, chunkSize: UInt32) throws(ImageHeaderReader.Error) -> ImageInfo {
        guard chunkSize >= 10 else { throw .invalidHeader }
        guard let frameTag = bytes.byte(at: payloadOffset) else { throw .truncatedHeader }
        // Bit 0 of the frame tag is 0 for a key frame; only a key frame carries the size.
        guard frameTag & 0x01 == 0 else { throw .invalidHeader }
        guard let hasStartCode = bytes.bytes(at: payloadOffset + 3, equal: [0x9D, 0x01, 0x2A]) else {
            throw .truncatedHeader
        }
        guard hasStartCode else { throw .invalidHeader }
        guard let rawWidth = bytes.uint16LittleEndian(at: payloadOffset + 6),
            let rawHeight = bytes.uint16LittleEndian(at: payloadOffset + 8)
        else { throw .truncatedHeader }
        let width = Int(rawWidth & 0x3FFF)
        let height = Int(rawHeight & 0x3FFF)
        guard width > 0, height > 0 else { throw .invalidHeader }
        return ImageInfo(format: .webp, width: width, height: height)
    }

    /// `VP8L`: the signature byte 0x2F, then 32 little-endian bits: width - 1 (14), height - 1 (14),
    /// alpha hint (1) and version (3, must be 0).
    private static func readLossless(
        _ bytes: ImageBytes,
        chunkSize: UInt32
    ) throws(ImageHeaderReader.Error) -> ImageInfo {
        guard chunkSize >= 5 else { throw .invalidHeader }
        guard let signature = bytes.byte(at: payloadOffset) else { throw .truncatedHeader }
        guard signature == 0x2F else { throw .invalidHeader }
        guard let bits = bytes.uint32LittleEndian(at: payloadOffset + 1) else { throw .truncatedHeader }
        guard bits >> 29 == 0 else { throw .invalidHeader }
        let width = Int(bits & 0x3FFF) + 1
        let height = Int((bits >> 14) & 0x3FFF) + 1
        return ImageInfo(format: .webp, width: width, height: height)
    }

    /// `VP8X`: flags (1), reserved (3), then canvas width - 1 and height - 1 as little-endian 24-bit
    /// integers. The canvas is the size of the whole (possibly animated) image.
    private static func readExtended(
        _ bytes: ImageBytes,
        chunkSize: UInt32
    ) throws(ImageHeaderReader.Error) -> ImageInfo {
        guard chunkSize >= 10 else { throw .invalidHeader }
        guard let widthMinusOne = bytes.uint24LittleEndian(at: payloadOffset + 4),
            let heightMinusOne = bytes.uint24LittleEndian(at: payloadOffset + 7)
        else { throw .truncatedHeader }
        // At most 2^24 each, which fits `Int` on every platform.
        return ImageInfo(format: .webp, width: Int(widthMinusOne) + 1, height: Int(heightMinusOne) + 1)
    }
}
