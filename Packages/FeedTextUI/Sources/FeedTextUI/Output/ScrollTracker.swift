/// Follows a terminal's scrolling as lines go through it, to tell when the items of a list have
/// left the screen: the front then lets their screen stop what they are loading, as a table view
/// lets go of cells scrolled out of sight. Only meaningful at a terminal that has `rows`.
///
/// Put it after line wrapping, so it counts the lines the terminal shows.
public final class ScrollTracker: TextOutput {
    /// Called with the number of each item whose last line has left the screen.
    public var onItemScrolledAway: ((Int) -> Void)?

    private let output: TextOutput
    private let rows: () -> Int
    private var linesWritten = 0
    /// The items still on screen, oldest first, with the count of lines written after their last.
    private var itemEnds = [(number: Int, line: Int)]()

    /// `rows` is the terminal's height, asked as lines go by; one row is the prompt's.
    public init(output: TextOutput, rows: @escaping () -> Int) {
        self.output = output
        self.rows = rows
    }

    public func write(_ text: String) {
        output.write(text)
        linesWritten += text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        reportItemsScrolledAway()
    }

    /// A picture protocol drew `rows` more rows than the lines written for it.
    func picturesCovered(rows: Int) {
        guard rows > 0 else { return }
        linesWritten += rows
        reportItemsScrolledAway()
    }

    /// The lines of item `number` have just been written.
    func itemEnded(_ number: Int) {
        itemEnds.append((number, linesWritten))
    }

    /// A screen starts again from its top: the items before are no longer its.
    func startScreen() {
        itemEnds.removeAll()
    }

    private func reportItemsScrolledAway() {
        let visibleLines = max(rows() - 1, 1)
        while let oldest = itemEnds.first, linesWritten - oldest.line >= visibleLines {
            itemEnds.removeFirst()
            onItemScrolledAway?(oldest.number)
        }
    }
}
