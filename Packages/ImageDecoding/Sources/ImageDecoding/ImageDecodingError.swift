/// Why an image could not be decoded into pixels.
public enum ImageDecodingError: Error, Equatable, Sendable {
    /// Not PNG, JPEG, GIF or WebP.
    case unknownFormat
    /// A format whose header is read but whose pixels are not decoded (WebP): the front keeps the
    /// header line.
    case notDecodable(ImageInfo.Format)
    /// More pixels than the decoder's limit, declared in the header: refused before decoding.
    case tooLarge(width: Int, height: Int)
    /// The data ends before the image does.
    case truncated
    /// The data breaks its format.
    case corrupt
}
