import FeedFeature
import FeedPresentation
import FeedScreens
import Foundation
import ImageDecoding
import TerminalGraphics

/// Image bytes as the screens show them: what the header says the image is, and with a renderer
/// its thumbnail drawn. Bytes no header reader recognises are a format known by name but not drawn
/// ("HEIC: pictures in this format aren't drawn") or else invalid data ("not an image"); a
/// thumbnail that cannot be drawn (a truncated file, a WebP where libwebp is not installed) leaves
/// the header line with the reason.
public enum LoadedImageMapper {
    /// iTerm2's protocol sends the whole file, which the screen keeps for as long as it shows the
    /// item: a bigger file is drawn in block symbols (iTerm2 has 24-bit colour) from its pixels.
    static let largestFileForITerm = 512 * 1024

    public static func map(_ data: Data, thumbnails: ThumbnailRenderer?) throws -> LoadedImage {
        guard let info = try? ImageHeaderReader.read(data) else {
            throw UndrawnImageFormat.name(of: data).map(LoadFailure.imageFormatNotDrawn)
                ?? LoadFailure.invalidData(expected: .image)
        }
        guard let renderer = thumbnails.map({ small($0, for: data) }) else { return LoadedImage(info: info) }
        do {
            let thumbnail = try renderer.render(imageFile: data)
            return LoadedImage(info: info, thumbnail: thumbnail.lines, thumbnailRows: thumbnail.rows)
        } catch {
            return LoadedImage(info: info, pictureProblem: problem(error))
        }
    }

    static func problem(_ error: ImageDecodingError) -> PictureProblem {
        switch error {
        case .tooLarge: .tooLarge
        case .truncated: .truncated
        case .corrupt, .unknownFormat: .damaged
        case let .libraryMissing(library): .libraryMissing(library)
        case let .libraryUnsupported(library): .libraryUnsupported(library)
        }
    }

    private static func small(_ renderer: ThumbnailRenderer, for data: Data) -> ThumbnailRenderer {
        guard renderer.style == .iTerm, data.count > largestFileForITerm else { return renderer }
        return ThumbnailRenderer(style: .blockSymbols(.trueColor), rows: renderer.rows, maxColumns: renderer.maxColumns)
    }
}
