import Foundation
import ImageDecoding

/// An image file to its thumbnail, in one call: reads the header, sizes the thumbnail, decodes
/// what the style needs and encodes it.
///
/// Blocking and stateless like ``ThumbnailDecoder``: the composition root runs it off the main
/// queue and hands the ``Thumbnail`` to the front, which only prints its lines (each line, then a
/// line break) and leaves it the rows it covers. Block symbols take a line a row
/// (``ThumbnailSize``); kitty, iTerm2 and sixel one line that the terminal draws over the rows the
/// picture covers in its true shape (``PictureLayout``). No picture is larger than the image is on
/// the thumbnail grid: a 1 × 1 image takes one cell in every style.
public struct ThumbnailRenderer: Sendable {
    public let style: ThumbnailStyle
    /// The most rows a thumbnail covers.
    public let rows: Int
    public let maxColumns: Int
    /// The terminal's cell, when it said: kitty, iTerm2 and sixel pictures then cover exactly the
    /// cells their true shape needs, and kitty and iTerm2 are told that box (kitty's pixels padded
    /// to its shape). Without it a typical cell of 10 × 20 pixels is assumed, and they are told one
    /// side only, for the terminal to keep the shape (recent kitty and iTerm2 do; see ``CellSpan``);
    /// the rows reported for a picture whose width is the side told, and a sixel picture's size in
    /// cells, may then be off.
    public let cellPixelSize: CellPixelSize?
    /// Pixels per column sent to kitty (the picture's height in proportion; without a cell size,
    /// the image's own size if it is smaller; with one, never more than the cell is wide, which
    /// is all the terminal shows). The terminal scales them up into the cells, so more is sharper
    /// but more bytes, and bytes are what a thumbnail waits on (over ssh most). 6 trades a little
    /// sharpness for about 60 % of the bytes of 8: in kitty with 9-pixel cells a photo looked the
    /// same, and only line art and small lettering showed slightly coarser steps. It holds whatever
    /// the cell, so the bytes stay bounded (pass the cell's width for the terminal's own resolution).
    public let kittyPixelsPerColumn: Int
    /// The largest sixel picture and palette the terminal takes: a sixel picture is fitted inside
    /// them, covering fewer cells where the terminal's limit is smaller than the box.
    public let sixelLimits: SixelLimits
    /// Kitty's pictures go through tmux's passthrough to the terminal outside it, the rows they
    /// cover made by line breaks tmux sees (``KittyGraphicsEncoder``).
    public let passesThroughTmux: Bool
    private let decoder: ThumbnailDecoder

    public init(
        style: ThumbnailStyle,
        rows: Int = ThumbnailSize.defaultRows,
        maxColumns: Int,
        cellPixelSize: CellPixelSize? = nil,
        kittyPixelsPerColumn: Int = 6,
        sixelLimits: SixelLimits = .xtermDefaults,
        passesThroughTmux: Bool = false,
        decoder: ThumbnailDecoder = ThumbnailDecoder()
    ) {
        precondition(rows > 0 && maxColumns > 0 && kittyPixelsPerColumn > 0, "sizes are positive")
        self.style = style
        self.rows = rows
        self.maxColumns = maxColumns
        self.cellPixelSize = cellPixelSize
        self.kittyPixelsPerColumn = kittyPixelsPerColumn
        self.sixelLimits = sixelLimits
        self.passesThroughTmux = passesThroughTmux
        self.decoder = decoder
    }

    /// Throws what ``ThumbnailDecoder`` throws (a WebP or AVIF where its library is missing, for
    /// one), except in the iTerm2 style, which sends the file as it is (after checking its header).
    public func render(imageFile data: Data) throws(ImageDecodingError) -> Thumbnail {
        let info = try ThumbnailDecoder.info(of: data)
        switch style {
        case .blockSymbols(let colorMode):
            let size = ThumbnailSize(
                imageWidth: info.width, imageHeight: info.height, rows: rows, maxColumns: maxColumns)
            let image = try blockSymbolSamples(of: data, info: info, size: size)
            return Thumbnail(lines: BlockSymbolRenderer.lines(for: image, colorMode: colorMode), rows: size.rows)
        case .kitty:
            let layout = layout(of: info)
            let pixels = kittyPixels(of: info, in: layout)
            let image = try decoder.decode(data, width: pixels.width, height: pixels.height)
            guard let cell = cellPixelSize else {
                return kittyThumbnail(of: image, span: layout.span, rows: layout.rows)
            }
            // Padded to the shape of its cells, which kitty stretches it to: exact in every version.
            let box = layout.box(cell: cell, atScaleOf: pixels)
            let boxed = image.padded(width: box.width, height: box.height)
            return kittyThumbnail(of: boxed, span: .box(columns: layout.columns, rows: layout.rows), rows: layout.rows)
        case .iTerm:
            // A photograph stored on its side is sent upright, as a PNG at the terminal's pixels:
            // not every terminal of the protocol reads EXIF orientation. So is an AVIF, which
            // older macOS (before 13) and other terminals of the protocol do not read.
            let sentAsIs = info.orientation == .up && info.format != .avif
            let layout = layout(of: info, maxPixelSide: sentAsIs ? .max : ThumbnailDecoder.maxThumbnailSide)
            let file =
                sentAsIs
                ? data
                : Data(
                    PNGEncoder.encode(try decoder.decode(data, width: layout.pixelWidth, height: layout.pixelHeight)))
            // iTerm2 fits the image in a box keeping its shape; a known cell makes the box exact.
            let span = cellPixelSize == nil ? layout.span : .box(columns: layout.columns, rows: layout.rows)
            return Thumbnail(lines: ITermInlineImageEncoder.lines(forImageFile: file, span: span), rows: layout.rows)
        case .sixel:
            // Sent at the terminal's pixels, so bounded like any decoded thumbnail, and inside the
            // terminal's own limits.
            let side = ThumbnailDecoder.maxThumbnailSide
            let layout = PictureLayout(
                imageWidth: info.width, imageHeight: info.height, rows: rows, maxColumns: maxColumns,
                cell: cellPixelSize ?? .assumed, maxPixelWidth: min(side, sixelLimits.maxWidth),
                maxPixelHeight: min(side, sixelLimits.maxHeight))
            let image = try decoder.decode(data, width: layout.pixelWidth, height: layout.pixelHeight)
            return Thumbnail(lines: SixelEncoder.lines(for: image, maxColors: sixelLimits.maxColors), rows: layout.rows)
        }
    }

    /// Inside tmux, the picture's line and a line break for each row under it, which tmux sees.
    private func kittyThumbnail(of image: PixelImage, span: CellSpan, rows: Int) -> Thumbnail {
        let line = KittyGraphicsEncoder.lines(for: image, span: span, passingThroughTmux: passesThroughTmux)
        return Thumbnail(
            lines: passesThroughTmux ? line + Array(repeating: "", count: max(rows - 1, 0)) : line, rows: rows)
    }

    /// The picture sampled finer than the thumbnail grid, 8 × 8 a cell, for each cell's symbol to
    /// be fitted to: decoded at the image's size divided by the largest power of two that leaves
    /// at least three quarters of the samples (what JPEG scales to while decoding, and what the
    /// decoder's scaler averages in even runs), its shown part cut out (``ThumbnailSize/shownWidth``), then scaled
    /// to the samples exactly (``PixelImage/resampled(width:height:)``).
    private func blockSymbolSamples(of data: Data, info: ImageInfo, size: ThumbnailSize) throws(ImageDecodingError)
        -> PixelImage
    {
        let width = size.pixelWidth * BlockSymbolRenderer.samplesAcross
        let height = size.pixelHeight * BlockSymbolRenderer.samplesDown / 2
        // The samples of the whole image at the density of its shown part's.
        let whole = (width: width * info.width / size.shownWidth, height: height * info.height / size.shownHeight)
        var divisor = 1
        // Three quarters of the samples or more: a few of them interpolated cost less likeness than
        // decoding twice as many pixels costs time.
        while info.width * 4 >= whole.width * divisor * 2 * 3 && info.height * 4 >= whole.height * divisor * 2 * 3 {
            divisor *= 2
        }
        let decoded = try decoder.decode(
            data,
            width: min(max(info.width / divisor, 1), ThumbnailDecoder.maxThumbnailSide),
            height: min(max(info.height / divisor, 1), ThumbnailDecoder.maxThumbnailSide))
        let shown = decoded.centreCropped(
            width: max(1, decoded.width * size.shownWidth / info.width),
            height: max(1, decoded.height * size.shownHeight / info.height))
        return shown.resampled(width: width, height: height)
    }

    private func layout(of info: ImageInfo, maxPixelSide: Int = .max) -> PictureLayout {
        PictureLayout(
            imageWidth: info.width,
            imageHeight: info.height,
            rows: rows,
            maxColumns: maxColumns,
            cell: cellPixelSize ?? .assumed,
            maxPixelSide: maxPixelSide
        )
    }

    /// `kittyPixelsPerColumn` across the picture, at most the cell's width. Without a cell size
    /// never more than the image has: the terminal scales a small one up itself. With one, a small
    /// image is scaled up to that density too (block by block, so pixel art stays sharp): the
    /// padding to the box is whole pixels, too coarse a step at a tiny image's own size.
    private func kittyPixels(of info: ImageInfo, in layout: PictureLayout) -> (width: Int, height: Int) {
        let cell = cellPixelSize ?? .assumed
        let perColumn = min(kittyPixelsPerColumn, cellPixelSize?.width ?? .max)
        let width = max(1, layout.pixelWidth * perColumn / cell.width)
        let height = max(1, layout.pixelHeight * perColumn / cell.width)
        let limit = cellPixelSize == nil ? (width: info.width, height: info.height) : (width: Int.max, height: Int.max)
        return ThumbnailDecoder.fittingSize(
            width: info.width,
            height: info.height,
            maxWidth: min(width, limit.width, ThumbnailDecoder.maxThumbnailSide),
            maxHeight: min(height, limit.height, ThumbnailDecoder.maxThumbnailSide)
        )
    }
}
