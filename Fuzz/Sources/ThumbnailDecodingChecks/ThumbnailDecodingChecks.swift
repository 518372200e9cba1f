import Foundation
import ImageDecoding

/// What every decoder's fuzz target asks of `ThumbnailDecoder.decode`: it returns or throws an
/// `ImageDecodingError`, never traps, and an image it returns has the size asked for. Each input
/// is decoded twice: fitted into 40 × 16 pixels (an 8-row thumbnail's grid) and at exactly
/// 7 × 3 (scaled up from a tiny image, down from a large one). `maxPixelCount` is the decoder's
/// (its default unless a target says why not).
public func checkThumbnailDecoding(
    of bytes: Data,
    maxPixelCount: Int = ThumbnailDecoder.defaultMaxPixelCount
) {
    let decoder = ThumbnailDecoder(maxPixelCount: maxPixelCount)
    if let image = try? decoder.decode(bytes, fittingWidth: 40, height: 16) {
        guard (1...40).contains(image.width), (1...16).contains(image.height),
            image.width == 40 || image.height == 16
        else {
            fatalError("a fitted thumbnail of \(image.width) x \(image.height) does not fill 40 x 16")
        }
    }
    if let image = try? decoder.decode(bytes, width: 7, height: 3) {
        guard image.width == 7, image.height == 3 else {
            fatalError("asked for 7 x 3, got \(image.width) x \(image.height)")
        }
    }
}
