import ImageDecoding

/// How many terminal cells a thumbnail takes on the thumbnail grid, and how many pixels to decode
/// for it.
///
/// A terminal cell is about twice as tall as it is wide, so a cell of the thumbnail grid (one
/// pixel wide, two tall) has square pixels: the thumbnail is at most `rows` cells tall (two pixels each) and
/// `maxColumns` wide, as large as the image's aspect ratio lets it be; a very wide image is then
/// less tall. It is never larger than the image itself on that grid, one image pixel to a grid
/// pixel: a 1 × 1 image takes one cell, a 2 × 3 one 2 columns and 2 rows; enlarging a small image
/// shows nothing more of it, only bigger blocks.
///
/// A very wide or very tall image shows its middle part (``shownWidth`` × ``shownHeight``),
/// at most ``maxAspectRatio`` times as long as it is short: its short side stays legible (a
/// 150 × 1500 image is 8 columns of a 16-row picture, not a sliver one column wide).
public struct ThumbnailSize: Equatable, Sendable {
    public static let defaultRows = 8
    /// How much longer than its short side a picture's long side may be.
    public static let maxAspectRatio = 4

    public let columns: Int
    public let rows: Int
    /// The size on the thumbnail grid, in pixels: `columns` wide, `rows * 2` tall (one less when the height
    /// is odd; the last row's lower half is then left empty).
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// The part of the image shown, in its pixels, centred: all of it unless its long side is
    /// more than ``maxAspectRatio`` times its short side.
    public let shownWidth: Int
    public let shownHeight: Int

    /// `imageWidth`, `imageHeight` (from the header), `rows` and `maxColumns` are positive.
    public init(imageWidth: Int, imageHeight: Int, rows: Int = ThumbnailSize.defaultRows, maxColumns: Int) {
        shownWidth = min(imageWidth, imageHeight * Self.maxAspectRatio)
        shownHeight = min(imageHeight, imageWidth * Self.maxAspectRatio)
        let pixels = ThumbnailDecoder.fittingSize(
            width: shownWidth,
            height: shownHeight,
            maxWidth: min(maxColumns, shownWidth),
            maxHeight: min(rows * 2, shownHeight)
        )
        pixelWidth = pixels.width
        pixelHeight = pixels.height
        columns = pixels.width
        self.rows = (pixels.height + 1) / 2
    }
}
