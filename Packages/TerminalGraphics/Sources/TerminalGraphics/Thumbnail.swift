/// A thumbnail as the front prints it: each line, then a line break. Block symbols take a line per
/// row; kitty, iTerm2 and sixel one line whose sequence the terminal draws over `rows` rows,
/// leaving the cursor on the picture's last row, so the line break continues just below it.
public struct Thumbnail: Equatable, Sendable {
    public let lines: [String]
    /// The rows of the screen the picture covers, at least `lines.count`: what the front leaves
    /// for it.
    public let rows: Int

    public init(lines: [String], rows: Int) {
        self.lines = lines
        self.rows = max(rows, lines.count)
    }
}
