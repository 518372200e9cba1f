/// What a front shows in place of an image: its format and pixel size, read from the file header.
///
/// A line-oriented front cannot draw pixels, so this is its counterpart of a decoded image.
public struct ImageInfo: Equatable, Sendable {
    public enum Format: String, Sendable {
        case png = "PNG"
        case jpeg = "JPEG"
        case gif = "GIF"
        case webp = "WebP"
    }

    public let format: Format
    public let width: Int
    public let height: Int

    public init(format: Format, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }
}
