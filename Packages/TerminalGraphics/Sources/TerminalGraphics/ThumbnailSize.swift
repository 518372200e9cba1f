import ImageDecoding

/// How many terminal cells a thumbnail takes, and how many pixels to decode for it.
///
/// A terminal cell is about twice as tall as it is wide, so a half-block cell (one pixel wide, two
/// tall) has square pixels: the thumbnail is `rows` cells tall (two pixels each) and as wide as
/// the image's aspect ratio makes it, at most `maxColumns`; a very wide image is then less tall.
public struct ThumbnailSize: Equatable, Sendable {
    public static let defaultRows = 8

    public let columns: Int
    public let rows: Int
    /// The pixel size for half blocks: `columns` wide, `rows * 2` tall (one less when the image is
    /// width-limited to an odd pixel height; the last row's lower half is then left empty).
    public let pixelWidth: Int
    public let pixelHeight: Int

    /// `imageWidth`, `imageHeight` (from the header), `rows` and `maxColumns` are positive.
    public init(imageWidth: Int, imageHeight: Int, rows: Int = ThumbnailSize.defaultRows, maxColumns: Int) {
        let pixels = ThumbnailDecoder.fittingSize(
            width: imageWidth,
            height: imageHeight,
            maxWidth: maxColumns,
            maxHeight: rows * 2
        )
        pixelWidth = pixels.width
        pixelHeight = pixels.height
        columns = pixels.width
        self.rows = (pixels.height + 1) / 2
    }

    /// The pixel size for a protocol that sends the image and lets the terminal scale it into the
    /// cells (kitty): `pixelsPerColumn` pixels per column, twice that per row, so the aspect ratio
    /// stays; 8 suits the usual cell of about 8 × 16 pixels.
    public func pixelSize(pixelsPerColumn: Int) -> (width: Int, height: Int) {
        (pixelWidth * pixelsPerColumn, pixelHeight * pixelsPerColumn)
    }
}
