import CImageCodecs

extension feed_image_status {
    /// Throws the error the C decoders' status stands for; `info` is the header's view of the image.
    func check(_ info: ImageInfo) throws(ImageDecodingError) {
        switch self {
        case FEED_IMAGE_OK: return
        case FEED_IMAGE_TRUNCATED: throw .truncated
        case FEED_IMAGE_TOO_LARGE: throw .tooLarge(width: info.width, height: info.height)
        default: throw .corrupt
        }
    }
}
