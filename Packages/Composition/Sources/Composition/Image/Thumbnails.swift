import TerminalGraphics

extension FeedTTYComposer {
    /// Thumbnails under the items, at a terminal that can show them: how to draw them and how many
    /// rows tall. The process chooses (`--images`, `--image-rows`, the terminal it runs in).
    public struct Thumbnails: Sendable {
        public var style: ThumbnailStyle
        public var rows: Int

        public init(style: ThumbnailStyle, rows: Int = ThumbnailSize.defaultRows) {
            self.style = style
            self.rows = rows
        }

        /// A renderer for a terminal `columns` wide as it is now, leaving room for an item's number
        /// ("100000. ") before each line.
        func renderer(forColumns columns: Int) -> ThumbnailRenderer {
            ThumbnailRenderer(style: style, rows: rows, maxColumns: max(columns - 8, 1))
        }
    }
}
