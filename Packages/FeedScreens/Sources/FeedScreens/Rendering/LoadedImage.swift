import FeedPresentation
import ImageDecoding

/// A feed item's image as the screens show it once loaded: what it is, and at a terminal that can
/// show pictures its thumbnail, already drawn (lines the text front prints under the item), or why
/// none could be.
public struct LoadedImage: Equatable, Sendable {
    public let info: ImageInfo
    public let thumbnail: [String]
    /// Why no thumbnail was drawn when one was asked for.
    public let pictureProblem: PictureProblem?
    /// The rows the thumbnail covers: one a line in block symbols, more than its one line in a
    /// terminal's picture protocol.
    public let thumbnailRows: Int

    public init(
        info: ImageInfo, thumbnail: [String] = [], thumbnailRows: Int? = nil, pictureProblem: PictureProblem? = nil
    ) {
        self.info = info
        self.thumbnail = thumbnail
        self.pictureProblem = pictureProblem
        self.thumbnailRows = thumbnail.isEmpty ? 0 : max(thumbnailRows ?? thumbnail.count, thumbnail.count)
    }

    /// What is kept once the thumbnail is on screen: the terminal keeps the picture in its
    /// scrollback, and a long feed must not keep every one in memory as well.
    var withoutThumbnail: LoadedImage { LoadedImage(info: info, pictureProblem: pictureProblem) }
}
