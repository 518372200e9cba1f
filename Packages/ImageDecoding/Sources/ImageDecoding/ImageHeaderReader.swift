import Foundation

/// Reads an image's format and pixel size from its header, without decoding any pixels.
///
/// Supports PNG, JPEG (baseline, progressive, lossless and arithmetic-coded frames), GIF (87a/89a),
/// WebP (`VP8 ` lossy, `VP8L` lossless, `VP8X` extended) and AVIF (images and image sequences).
///
/// Safe on any bytes: every read is bounds-checked, no arithmetic can overflow, walking the JPEG
/// segments always moves forward (so it is O(n) and terminates), and nothing is allocated in proportion
/// to a length declared by the data.
///
/// Errors:
/// - `unknownFormat`: the data does not start with a supported signature.
/// - `truncatedHeader`: the data ends before the size could be read, including data that is only the
///   beginning of a signature (so empty data is truncated, not unknown). Every strict prefix of a valid
///   header throws this.
/// - `invalidHeader`: the signature is known but the bytes that follow it break the format, such as
///   a zero width or height, a first PNG chunk that is not `IHDR`, a JPEG segment length below 2, or a
///   JPEG reaching its scan (`SOS`) or end (`EOI`) without a frame header.
public enum ImageHeaderReader {
    public enum Error: Swift.Error, Equatable {
        case unknownFormat
        case truncatedHeader
        case invalidHeader
    }

    public static func read(_ data: Data) throws -> ImageInfo {
        let bytes = ImageBytes(data)
        var isSignaturePrefix = false
        for format in formats {
            for signature in signatures(of: format) {
                switch bytes.match(signature) {
                case .match:
                    return try read(format, from: bytes)
                case .truncated:
                    isSignaturePrefix = true
                case .mismatch:
                    continue
                }
            }
        }
        throw isSignaturePrefix ? Error.truncatedHeader : Error.unknownFormat
    }

    private static let formats: [ImageInfo.Format] = [.png, .jpeg, .gif, .webp, .avif]

    private static func signatures(of format: ImageInfo.Format) -> [[UInt8?]] {
        switch format {
        case .png: [PNGHeader.signature]
        case .jpeg: [JPEGHeader.signature]
        case .gif: GIFHeader.signatures
        case .webp: [WebPHeader.signature]
        case .avif: [AVIFHeader.signature]
        }
    }

    private static func read(_ format: ImageInfo.Format, from bytes: ImageBytes) throws(Error) -> ImageInfo {
        switch format {
        case .png: try PNGHeader.read(bytes)
        case .jpeg: try JPEGHeader.read(bytes)
        case .gif: try GIFHeader.read(bytes)
        case .webp: try WebPHeader.read(bytes)
        case .avif: try AVIFHeader.read(bytes)
        }
    }
}
