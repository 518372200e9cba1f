import Foundation
import ImageDecoding

/// An image file to the lines of its thumbnail, in one call: reads the header, sizes the
/// thumbnail (``ThumbnailSize``), decodes what the style needs and encodes it.
///
/// Blocking and stateless like ``ThumbnailDecoder``: the composition root runs it off the main
/// queue and hands the lines to the front, which only prints them (each line, then a line break).
/// Half blocks take `size.rows` lines; kitty and iTerm2 one line that the terminal draws over
/// `size.rows` rows.
public struct ThumbnailRenderer: Sendable {
    public let style: ThumbnailStyle
    public let rows: Int
    public let maxColumns: Int
    /// Pixels per column sent to kitty (twice as many per row), or the image's own size if it is
    /// smaller; the terminal scales them into the cells, so more is sharper and slower. 8 suits the
    /// usual cell of about 8 × 16 pixels.
    public let kittyPixelsPerColumn: Int
    private let decoder: ThumbnailDecoder

    public init(
        style: ThumbnailStyle,
        rows: Int = ThumbnailSize.defaultRows,
        maxColumns: Int,
        kittyPixelsPerColumn: Int = 8,
        decoder: ThumbnailDecoder = ThumbnailDecoder()
    ) {
        precondition(rows > 0 && maxColumns > 0 && kittyPixelsPerColumn > 0, "sizes are positive")
        self.style = style
        self.rows = rows
        self.maxColumns = maxColumns
        self.kittyPixelsPerColumn = kittyPixelsPerColumn
        self.decoder = decoder
    }

    /// Throws what ``ThumbnailDecoder`` throws: WebP, for one, is `notDecodable` except in the
    /// iTerm2 style, which sends the file as it is (after checking its header).
    public func lines(forImageFile data: Data) throws(ImageDecodingError) -> [String] {
        let info = try ThumbnailDecoder.info(of: data)
        let size = ThumbnailSize(imageWidth: info.width, imageHeight: info.height, rows: rows, maxColumns: maxColumns)
        switch style {
        case .halfBlocks(let colorMode):
            let image = try decoder.decode(data, width: size.pixelWidth, height: size.pixelHeight)
            return HalfBlockRenderer.lines(for: image, colorMode: colorMode)
        case .kitty:
            // Never more pixels than the image has: the terminal scales a small one up itself.
            let box = size.pixelSize(pixelsPerColumn: kittyPixelsPerColumn)
            let pixels = ThumbnailDecoder.fittingSize(
                width: info.width,
                height: info.height,
                maxWidth: min(box.width, info.width, ThumbnailDecoder.maxThumbnailSide),
                maxHeight: min(box.height, info.height, ThumbnailDecoder.maxThumbnailSide)
            )
            let image = try decoder.decode(data, width: pixels.width, height: pixels.height)
            return KittyGraphicsEncoder.lines(for: image, columns: size.columns, rows: size.rows)
        case .iTerm:
            return ITermInlineImageEncoder.lines(forImageFile: data, columns: size.columns, rows: size.rows)
        }
    }
}
