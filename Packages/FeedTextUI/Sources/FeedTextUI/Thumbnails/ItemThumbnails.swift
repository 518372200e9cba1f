import TerminalGraphics

/// Thumbnails under the items, at a terminal that can show them: how to draw them, how many rows
/// tall, and the size of the terminal's cell in pixels where it is known (pictures in kitty's
/// protocol and sixel are drawn in their true shape with it). The process chooses (`--images`,
/// `--image-rows`, the terminal it runs in and what it answers).
public struct ItemThumbnails: Sendable {
    public var style: ThumbnailStyle
    public var rows: Int
    public var cellPixelSize: CellPixelSize?
    /// The largest sixel picture and palette the terminal takes (XTSMGRAPHICS, or xterm's defaults).
    public var sixelLimits: SixelLimits
    /// Inside tmux, which passes them on: kitty's pictures go through its passthrough.
    public var passesThroughTmux: Bool

    public init(
        style: ThumbnailStyle, rows: Int = ThumbnailSize.defaultRows, cellPixelSize: CellPixelSize? = nil,
        sixelLimits: SixelLimits = .xtermDefaults, passesThroughTmux: Bool = false
    ) {
        self.style = style
        self.rows = rows
        self.cellPixelSize = cellPixelSize
        self.sixelLimits = sixelLimits
        self.passesThroughTmux = passesThroughTmux
    }

    /// A renderer for `view N` at a terminal `columns` × `rows` as it is now: as wide as the
    /// terminal, and as tall as it is but for the item's line, its image line and the prompt's.
    /// One picture asked for to be looked at closely: kitty gets the cell's own pixels a column,
    /// not the list's thrifty six.
    public func viewRenderer(columns: Int, rows: Int) -> ThumbnailRenderer {
        ThumbnailRenderer(
            style: style, rows: max(rows - Self.viewTextRows, 1), maxColumns: max(columns, 1),
            cellPixelSize: cellPixelSize, kittyPixelsPerColumn: cellPixelSize?.width ?? 10, sixelLimits: sixelLimits,
            passesThroughTmux: passesThroughTmux)
    }

    /// The rows a viewed picture leaves for text: the item's first line, its image line, the prompt.
    public static let viewTextRows = 3

    /// A renderer for a terminal `columns` wide as it is now, leaving room for an item's number
    /// ("100000. ") before each line.
    public func renderer(forColumns columns: Int) -> ThumbnailRenderer {
        ThumbnailRenderer(
            style: style, rows: rows, maxColumns: max(columns - 8, 1), cellPixelSize: cellPixelSize,
            sixelLimits: sixelLimits, passesThroughTmux: passesThroughTmux)
    }
}
