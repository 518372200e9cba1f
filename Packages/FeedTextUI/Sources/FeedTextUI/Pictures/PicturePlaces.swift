/// Decides where a late picture goes at a terminal. An item shown before its picture came gets a
/// place: its image line and the rows under it, kept blank. The picture is drawn into that place
/// when it comes if the place is still on the screen (a program may move the cursor up into rows
/// still shown, never into the scrollback), else it is shown apart. Rows are counted as the
/// cursor moves down: the line the cursor is on is row `cursorRow`, and a place `k` rows above it
/// is on the screen while `k` is less than the screen's height.
///
/// A place is lost when the terminal's width changes: the terminal re-wraps the lines above the
/// cursor, and the rows counted no longer say where the place is.
///
/// An item is pending from the time its place is kept until its picture comes (or fails, or is
/// stopped), whether its place is still kept or was given up meanwhile: a picture shown apart
/// waits for every earlier item still pending (`ApartOrder`), so pictures apart come in feed order.
struct PicturePlaces {
    enum Placement: Equatable {
        /// Draw it `rowsUp` rows above the cursor's row.
        case inPlace(rowsUp: Int)
        /// The place left the screen, or the terminal was resized: show it apart.
        case apart
    }

    struct Size: Equatable {
        let columns: Int
        let rows: Int
    }

    private struct Place {
        let top: Int
        let rows: Int
        let columns: Int
    }

    private(set) var cursorRow = 0
    private var places = [Int: Place]()
    /// Items whose places were given up before their pictures came: those come apart.
    private var lost = Set<Int>()

    var hasPendingPlaces: Bool { !places.isEmpty }

    /// The first item still waiting for its picture, in place or apart; nil when none is.
    var firstPendingItem: Int? { [places.keys.min(), lost.min()].compactMap { $0 }.min() }

    mutating func cursorMoved(downRows rows: Int) {
        cursorRow += rows
    }

    /// Whether a place of `rows` (the image line and the picture's rows under it) fits on a screen
    /// of `size` above the prompt's line at all.
    func canReserve(rows: Int, on size: Size) -> Bool {
        rows + 1 <= size.rows - 1
    }

    /// Item `number`'s place starts on the cursor's row.
    mutating func reserve(item number: Int, rows: Int, on size: Size) {
        places[number] = Place(top: cursorRow, rows: rows, columns: size.columns)
    }

    /// Whether `rows` more lines leave every pending place on the screen, and the first place
    /// they keep themselves, `firstNewPlace` rows down from the cursor's row, if any.
    func hasRoom(forRows rows: Int, firstNewPlace: Int? = nil, on size: Size) -> Bool {
        let tops = places.values.filter { $0.columns == size.columns }.map(\.top)
        guard let top = (tops + [firstNewPlace.map { cursorRow + $0 }].compactMap { $0 }).min() else { return true }
        return cursorRow + rows - top <= size.rows - 1
    }

    /// Where item `number`'s picture of `rows` rows goes now, its place given up either way; nil
    /// when it never had one, or its picture came already.
    mutating func placement(of number: Int, rows: Int, on size: Size) -> Placement? {
        if lost.remove(number) != nil { return .apart }
        guard let place = places.removeValue(forKey: number) else { return nil }
        let rowsUp = cursorRow - place.top
        guard place.columns == size.columns, rows <= place.rows, rowsUp <= size.rows - 1 else { return .apart }
        return .inPlace(rowsUp: rowsUp)
    }

    /// Item `number` was shown before its picture came, without a place (none fits on the screen):
    /// its picture comes apart, and the pictures after it wait for it.
    mutating func expectApart(item number: Int) {
        lost.insert(number)
    }

    /// The places still kept are given up: their pictures come apart.
    mutating func giveUpAll() {
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
