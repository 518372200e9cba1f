/// Why an image could not be decoded into pixels.
public enum ImageDecodingError: Error, Equatable, Sendable {
    /// Not PNG, JPEG, GIF, WebP or AVIF.
    case unknownFormat
    /// The system library that decodes the format, loaded at run time, is not installed: its name
    /// ("libwebp").
    case libraryMissing(String)
    /// The library is installed, in a version whose interface this build does not declare: its
    /// name and version ("libavif 2.0.0").
    case libraryUnsupported(String)
    /// More pixels than the decoder's limit, declared in the header: refused before decoding.
    case tooLarge(width: Int, height: Int)
    /// The data ends before the image does.
    case truncated
    /// The data breaks its format.
    case corrupt
}
