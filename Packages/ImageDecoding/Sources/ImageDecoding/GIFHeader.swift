/// GIF: `GIF87a` or `GIF89a`, then the logical screen width and height (little-endian `UInt16`).
///
/// The logical screen is the canvas every frame is drawn on, so it is the size of the whole image.
enum GIFHeader {
    static let signatures: [[UInt8?]] = [Array("GIF87a".utf8), Array("GIF89a".utf8)]

    static func read(_ bytes: ImageBytes) throws(ImageHeaderReader.Error) -> ImageInfo {
        guard let width = bytes.uint16LittleEndian(at: 6), let height = bytes.uint16LittleEndian(at: 8) else {
            throw .truncatedHeader
        }
        // A zero-sized screen cannot be shown; treated as invalid like in the other formats.
        guard width > 0, height > 0 else { throw .invalidHeader }
        return ImageInfo(format: .gif, width: Int(width), height: Int(height))
    }
}
