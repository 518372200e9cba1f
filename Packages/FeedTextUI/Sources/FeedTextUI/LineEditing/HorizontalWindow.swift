/// The stretch of a line shown when it is wider than the room for it, so the prompt line never
/// wraps (a wrapped line could not be redrawn in place). The window stays where it is while the
/// cursor moves inside it, and when the cursor leaves it, moves so the cursor is half a room in:
/// the text does not slide under the cursor on every key.
struct HorizontalWindow: Sendable {
    private var start = 0

    /// The characters to show, given each one's width in columns; the cursor (a position between
    /// characters) is always inside, and the columns up to it never exceed `room`.
    mutating func range(widths: [Int], cursor: Int, room: Int) -> Range<Int> {
        let cursor = min(max(cursor, 0), widths.count)
        start = min(start, cursor)
        if widths[start..<cursor].reduce(0, +) > room || (start == cursor && start > 0) {
            start = Self.start(endingAt: cursor, within: room / 2, widths)
        }
        // No blank columns at the right while text is hidden at the left.
        var shownWidth = widths[start...].reduce(0, +)
        while start > 0 && shownWidth + widths[start - 1] <= room {
            start -= 1
            shownWidth += widths[start]
        }
        var (end, used) = (start, 0)
        while end < widths.count && used + widths[end] <= room {
            used += widths[end]
            end += 1
        }
        return start..<end
    }

    private static func start(endingAt end: Int, within limit: Int, _ widths: [Int]) -> Int {
        var (start, used) = (end, 0)
        while start > 0 && used + widths[start - 1] <= limit {
            start -= 1
            used += widths[start]
        }
        return start
    }
}
