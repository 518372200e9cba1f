/// PNG: the signature, then `IHDR`, which the specification requires to be the first chunk.
///
/// Layout: signature (8), chunk length (4, must be 13), `IHDR` (4), width (4, BE), height (4, BE).
/// The CRC is not checked: only the size is needed, and a corrupt CRC does not make it unreadable.
enum PNGHeader {
    static let signature: [UInt8?] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static let headerChunkType: [UInt8] = Array("IHDR".utf8)
    private static let headerChunkLength: UInt32 = 13
    /// The specification limits each dimension to 2^31 - 1, which also keeps `Int` conversion safe on
    /// 32-bit platforms.
    private static let maximumDimension: UInt32 = 0x7FFF_FFFF

    static func read(_ bytes: ImageBytes) throws(ImageHeaderReader.Error) -> ImageInfo {
        guard let length = bytes.uint32BigEndian(at: 8) else { throw .truncatedHeader }
        guard length == headerChunkLength else { throw .invalidHeader }
        guard let isHeaderChunk = bytes.bytes(at: 12, equal: headerChunkType) else { throw .truncatedHeader }
        guard isHeaderChunk else { throw .invalidHeader }
        guard let width = bytes.uint32BigEndian(at: 16), let height = bytes.uint32BigEndian(at: 20) else {
            throw .truncatedHeader
        }
        guard (1...maximumDimension).contains(width), (1...maximumDimension).contains(height) else {
            throw .invalidHeader
        }
        return ImageInfo(
            format: .png, storedWidth: Int(width), storedHeight: Int(height), orientation: orientation(in: bytes))
    }

    private static let firstChunkAfterHeader = 33
    private static let exifChunkType: [UInt8] = Array("eXIf".utf8)
    private static let imageDataChunkType: [UInt8] = Array("IDAT".utf8)

    /// From an `eXIf` chunk between `IHDR` and the pixels (`IDAT`), as PNG's extensions place it.
    /// Each step moves past a whole chunk (12 bytes or more), so the walk ends; a chunk cut short
    /// ends it too, as stored.
    private static func orientation(in bytes: ImageBytes) -> ImageOrientation {
        var offset = firstChunkAfterHeader
        while let length = bytes.uint32BigEndian(at: offset) {
            if bytes.bytes(at: offset + 4, equal: imageDataChunkType) != false { return .up }
            if bytes.bytes(at: offset + 4, equal: exifChunkType) == true {
                return ExifOrientationReader.orientation(in: bytes, tiffAt: offset + 8)
            }
            offset += 12 + Int(length)
        }
        return .up
    }
}
