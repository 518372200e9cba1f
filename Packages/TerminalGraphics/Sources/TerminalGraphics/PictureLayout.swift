import ImageDecoding

/// Where a picture the terminal draws from pixels (kitty, iTerm2, sixel) goes: the cells it
/// covers and its size in the terminal's pixels, keeping the image's aspect ratio exactly.
///
/// The box it fits in is the thumbnail grid's bound (``ThumbnailSize``): at most `rows` rows and
/// `maxColumns` columns, and never more cells than the image has pixels on that grid (a column a
/// pixel, a row two), so a small image is not blown up into a block. Inside that box the picture
/// is as large as its aspect ratio lets it be in pixels at the cell size, so one side fills the
/// box exactly, and the other covers the cells it reaches into.
struct PictureLayout: Equatable {
    let columns: Int
    let rows: Int
    /// The picture's size on the screen, in pixels at the cell size.
    let pixelWidth: Int
    let pixelHeight: Int
    /// Whether the width is the side that fills whole cells (else the height is).
    let fillsWidth: Bool

    /// The side that fills whole cells: what a terminal that scales the picture itself is told
    /// when the cell's shape is a guess.
    var span: CellSpan { fillsWidth ? .columns(columns) : .rows(rows) }

    /// `maxPixelSide` bounds the pixel size (work and memory for a protocol sent at that size:
    /// sixel), and `maxPixelWidth` and `maxPixelHeight` each side (a terminal's largest sixel
    /// picture); the picture is then smaller than the box, and covers fewer cells.
    init(
        imageWidth: Int,
        imageHeight: Int,
        rows maxRows: Int,
        maxColumns: Int,
        cell: CellPixelSize,
        maxPixelSide: Int = .max,
        maxPixelWidth: Int = .max,
        maxPixelHeight: Int = .max
    ) {
        let columnsBound = min(maxColumns, imageWidth)
        let rowsBound = min(maxRows, (imageHeight + 1) / 2)
        let boxWidth = min(columnsBound * cell.width, maxPixelSide, maxPixelWidth)
        let boxHeight = min(rowsBound * cell.height, maxPixelSide, maxPixelHeight)
        let pixels = ThumbnailDecoder.fittingSize(
            width: imageWidth, height: imageHeight, maxWidth: boxWidth, maxHeight: boxHeight)
        pixelWidth = pixels.width
        pixelHeight = pixels.height
        columns = (pixels.width + cell.width - 1) / cell.width
        rows = (pixels.height + cell.height - 1) / cell.height
        // The same comparison as `fittingSize`'s: is the image wider, for its height, than the box?
        fillsWidth = imageWidth * boxHeight > boxWidth * imageHeight
    }

    /// The cells the picture covers, in pixels at the scale of `picture` (the picture scaled to
    /// fewer or more pixels than it takes on the screen, by the side it fills): what it is padded
    /// to for a terminal that stretches what it is sent to a box of cells.
    func box(cell: CellPixelSize, atScaleOf picture: (width: Int, height: Int)) -> (width: Int, height: Int) {
        let (scaled, onScreen) = fillsWidth ? (picture.width, pixelWidth) : (picture.height, pixelHeight)
        func scale(_ length: Int) -> Int { (length * scaled + onScreen / 2) / onScreen }
        return (
            max(picture.width, scale(columns * cell.width)), max(picture.height, scale(rows * cell.height))
        )
    }
}
