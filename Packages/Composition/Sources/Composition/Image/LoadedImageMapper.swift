import FeedFeature
import FeedScreens
import Foundation
import ImageDecoding
import TerminalGraphics

/// Image bytes as the screens show them: what the header says the image is, and with a renderer
/// its thumbnail drawn. Bytes no header reader recognises are invalid data ("not an image"); a
/// thumbnail that cannot be drawn (WebP, a truncated file) leaves the header line alone.
enum LoadedImageMapper {
    static func map(_ data: Data, thumbnails: ThumbnailRenderer?) throws -> LoadedImage {
        guard let info = try? ImageHeaderReader.read(data) else {
            throw LoadFailure.invalidData(expected: .image)
        }
        return LoadedImage(info: info, thumbnail: (try? thumbnails?.lines(forImageFile: data)) ?? [])
    }
}
