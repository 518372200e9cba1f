/// What a terminal that scales a picture itself (kitty, iTerm2) is told of its size, in cells.
public enum CellSpan: Equatable, Sendable {
    /// The picture is this many columns wide; the terminal scales its height from the image's
    /// aspect ratio. For a cell of unknown shape: telling both sides would stretch the picture
    /// into a box shaped by a guess.
    case columns(Int)
    /// The picture is this many rows tall; the terminal scales its width likewise.
    case rows(Int)
    /// The picture fills exactly this many columns and rows: for pixels already shaped like the
    /// box (padded to it), which every version of a protocol draws alike: older kitty (Debian 12's
    /// 0.26, checked) and WezTerm (in 2024) do not scale the other side of `columns` or `rows` by
    /// the aspect ratio, but draw it at the pixels' own size.
    case box(columns: Int, rows: Int)
}
