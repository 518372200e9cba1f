/// Decides where a late picture goes at a terminal. An item shown before its picture came gets a
/// place: its image line and the rows under it, kept blank. The picture is drawn into that place
/// when it comes if the place can still be found (a program may move the cursor up into rows
/// still shown, never into the scrollback), else it is shown apart. Rows are counted as the
/// cursor moves down: the line the cursor is on is row `cursorRow`, and a place `k` rows above it
/// can be found while `k` is less than the screen's height.
///
/// A resize keeps a place where it was, `k` rows above the cursor, as long as every row from the
/// place down to the cursor fits the terminal's new width: a terminal re-wraps (or cuts) only the
/// rows wider than that, and one made taller or shorter moves the rows above the cursor with it.
/// So a place survives a terminal made wider, and one made narrower while its rows still fit;
/// only when a row between it and the cursor is wider than the terminal now is the place lost.
///
/// An item is pending from the time its place is kept until its picture comes (or fails, or is
/// stopped), whether its place is still kept, given up, or was lost meanwhile: a picture shown
/// apart waits for every earlier item still pending (`ApartOrder`), so pictures apart come in
/// feed order.
struct PicturePlaces {
    enum Placement: Equatable {
        /// Draw it `rowsUp` rows above the cursor's row.
        case inPlace(rowsUp: Int)
        /// The place left the screen, or can no longer be found after a resize: show it apart.
        case apart
    }

    struct Size: Equatable {
        let columns: Int
        let rows: Int
    }

    private struct Place {
        let top: Int
        let rows: Int
        /// The widest row from the place's image line down to the cursor's.
        var widestRow = 0
        /// The list waits for a kept place's picture before pushing the place off the screen; a
        /// place given up is not waited for, but its picture still goes in while it can be found.
        var isKept = true
    }

    private(set) var cursorRow = 0
    private var places = [Int: Place]()
    /// The widest the cursor's row has been since its line began.
    private var cursorRowWidth = 0
    /// Items shown without a place, or whose places were lost with the screen: those come apart.
    private var lost = Set<Int>()

    /// The first item still waiting for its picture, in place or apart; nil when none is.
    var firstPendingItem: Int? { [places.keys.min(), lost.min()].compactMap { $0 }.min() }

    mutating func cursorMoved(downRows rows: Int) {
        cursorRow += rows
    }

    /// Rows of `widths` columns were ended by line breaks, and the cursor's row is now
    /// `cursorRowWidth` wide.
    mutating func rowsEnded(widths: [Int], cursorRowWidth: Int) {
        cursorRow += widths.count
        self.cursorRowWidth = cursorRowWidth
        guard let widest = widths.max() else { return }
        for (number, place) in places where place.widestRow < widest { places[number]?.widestRow = widest }
    }

    /// Rows as wide as `widest` were drawn `rowsUp` rows above the cursor: into a place, which
    /// every place above it has between it and the cursor.
    mutating func rowsDrawn(widest: Int, rowsUp: Int) {
        let top = cursorRow - rowsUp
        for (number, place) in places where place.top < top && place.widestRow < widest {
            places[number]?.widestRow = widest
        }
    }

    /// Whether a place of `rows` (the image line and the picture's rows under it) fits on a screen
    /// of `size` above the prompt's line at all.
    func canReserve(rows: Int, on size: Size) -> Bool {
        rows + 1 <= size.rows - 1
    }

    /// Item `number`'s place starts on the cursor's row.
    mutating func reserve(item number: Int, rows: Int) {
        places[number] = Place(top: cursorRow, rows: rows)
    }

    /// Whether `rows` more lines leave every place still kept on the screen, and the first place
    /// they keep themselves, `firstNewPlace` rows down from the cursor's row, if any.
    func hasRoom(forRows rows: Int, firstNewPlace: Int? = nil, on size: Size) -> Bool {
        let tops = places.values.filter { $0.isKept && canFind($0, on: size) }.map(\.top)
        guard let top = (tops + [firstNewPlace.map { cursorRow + $0 }].compactMap { $0 }).min() else { return true }
        return cursorRow + rows - top <= size.rows - 1
    }

    /// Where item `number`'s picture of `rows` rows goes now, its place given up either way; nil
    /// when it never had one, or its picture came already.
    mutating func placement(of number: Int, rows: Int, on size: Size) -> Placement? {
        if lost.remove(number) != nil { return .apart }
        guard let place = places.removeValue(forKey: number) else { return nil }
        guard rows <= place.rows, canFind(place, on: size) else { return .apart }
        return .inPlace(rowsUp: cursorRow - place.top)
    }

    /// A place is where it was kept while it is on the screen and no row between it and the
    /// cursor (the cursor's own included) is wider than the terminal: none was re-wrapped.
    private func canFind(_ place: Place, on size: Size) -> Bool {
        cursorRow - place.top <= size.rows - 1 && max(place.widestRow, cursorRowWidth) <= size.columns
    }

    /// Item `number` was shown before its picture came, without a place (none fits on the screen):
    /// its picture comes apart, and the pictures after it wait for it.
    mutating func expectApart(item number: Int) {
        lost.insert(number)
    }

    /// The list goes on without waiting for the places still kept: their pictures go in while
    /// the places can be found, else come apart.
    mutating func giveUpAll() {
        for number in Array(places.keys) { places[number]?.isKept = false }
    }

    /// The screen was cleared, and every place with it: their pictures come apart.
    mutating func loseAll() {
        lost.formUnion(places.keys)
        places.removeAll()
    }

    /// A new screen: nothing shown before waits for its picture any more (the old screen's loads
    /// were cancelled).
    mutating func forgetAll() {
        places.removeAll()
        lost.removeAll()
    }
}
