import TerminalGraphics

extension CellPixelSize {
    /// The cell of a window `width` × `height` pixels of `columns` × `rows` cells, as `TIOCGWINSZ`
    /// tells them; nil where the terminal leaves the pixels zero (most do: many emulators, every
    /// terminal over ssh) or the cell would be less than a pixel.
    init?(windowWidth width: Int, height: Int, columns: Int, rows: Int) {
        guard columns > 0, rows > 0, width >= columns, height >= rows else { return nil }
        self.init(width: width / columns, height: height / rows)
    }
}
