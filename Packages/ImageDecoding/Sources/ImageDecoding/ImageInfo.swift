/// What a front shows in place of an image: its format and pixel size, read from the file header.
///
/// A line-oriented front cannot draw pixels, so this is its counterpart of a decoded image.
public struct ImageInfo: Equatable, Sendable {
    public enum Format: String, Sendable {
        case png = "PNG"
        case jpeg = "JPEG"
        case gif = "GIF"
        case webp = "WebP"
        case avif = "AVIF"
    }

    public let format: Format
    /// The size the picture is seen at, upright: for a photograph stored on its side (an EXIF
    /// orientation of 5 to 8), the stored height is this width.
    public let width: Int
    public let height: Int
    /// How the stored pixels are turned to be upright.
    public let orientation: ImageOrientation

    /// `width` and `height` are the upright size.
    public init(format: Format, width: Int, height: Int, orientation: ImageOrientation = .up) {
        self.format = format
        self.width = width
        self.height = height
        self.orientation = orientation
    }

    /// From the size the file stores, which `orientation` turns upright.
    init(format: Format, storedWidth: Int, storedHeight: Int, orientation: ImageOrientation) {
        let upright = orientation.size(width: storedWidth, height: storedHeight)
        self.init(format: format, width: upright.width, height: upright.height, orientation: orientation)
    }
}
