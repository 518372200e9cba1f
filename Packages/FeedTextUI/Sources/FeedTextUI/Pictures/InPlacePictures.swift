import FeedScreens

/// The terminal, as the text front draws late pictures into the places reserved for them: every
/// write goes through it, so it knows how far the cursor has gone down since a place was kept
/// (`PicturePlaces`), and it draws into a place without moving the prompt's line or what is
/// typed on it (the cursor is saved, moved up, and put back).
///
/// Lines written through it must be no wider than the terminal (the front wraps them first): each
/// line break is one row.
public final class InPlacePictures: TextOutput {
    /// Rows kept under an item's image line for its picture (`--image-rows`).
    let reservedRows: Int
    private let terminal: TextOutput
    private let columns: () -> Int
    private let rows: () -> Int
    private(set) var places = PicturePlaces()
    private var rowWidths = WrittenRowWidths()
    /// Pictures to be shown apart, waiting for an earlier item's.
    private var apart = ApartOrder<ApartPicture>()
    /// Whether an item whose picture is too tall for a place on this screen waits for it, so as to
    /// be shown whole; not once the list has waited long enough (`giveUpPlaces()`).
    private(set) var waitsForTallPictures = true

    /// `columns` and `rows`: the terminal's size, asked as pictures are placed.
    public init(terminal: TextOutput, reservedRows: Int, columns: @escaping () -> Int, rows: @escaping () -> Int) {
        self.terminal = terminal
        self.reservedRows = reservedRows
        self.columns = columns
        self.rows = rows
    }

    public func write(_ text: String) {
        let ended = rowWidths.widthsOfRowsEnded(by: text, pictureWidth: columns())
        places.rowsEnded(widths: ended, cursorRowWidth: rowWidths.cursorRowWidth)
        // A cleared screen (Ctrl-L) takes every place with it: a picture drawn "above" would land
        // on the prompt's rows.
        if Self.clearsScreen(text) { places.loseAll() }
        terminal.write(text)
    }

    private static let clearScreen = "\u{1B}[2J"

    /// Looked for from each ESC in the bytes: a picture's line is hundreds of kilobytes with a few
    /// escapes in it, and a search by characters took longer than drawing it.
    private static func clearsScreen(_ text: String) -> Bool {
        var rest = text.utf8[...]
        while let escape = ByteSearch.firstIndex(of: 0x1B, or: 0x1B, in: rest) {
            if rest[escape...].starts(with: clearScreen.utf8) { return true }
            rest = rest[rest.index(after: escape)...]
        }
        return false
    }

    var size: PicturePlaces.Size { PicturePlaces.Size(columns: columns(), rows: rows()) }

    var canReserve: Bool { places.canReserve(rows: reservedRows, on: size) }

    func reserve(item number: Int) {
        places.reserve(item: number, rows: reservedRows)
    }

    func hasRoom(forRows rows: Int, firstNewPlace: Int?) -> Bool {
        places.hasRoom(forRows: rows, firstNewPlace: firstNewPlace, on: size)
    }

    func expectApart(item number: Int) {
        places.expectApart(item: number)
    }

    func placement(of number: Int, rows: Int) -> PicturePlaces.Placement? {
        places.placement(of: number, rows: rows, on: size)
    }

    /// The pictures to show apart now, in feed order, `picture` among them or waiting for an
    /// earlier item's (nil: the item settled with nothing to show apart, as when it was stopped),
    /// as far as they leave every pending place on the screen: `rows` says how many rows each
    /// takes.
    func showApart(_ picture: ApartPicture?, rows: (ApartPicture) -> Int) -> [ApartPicture] {
        if let picture { apart.add(picture, of: picture.item.number) }
        var rowsShown = 0
        return apart.release(firstPendingItem: places.firstPendingItem) { picture in
            rowsShown += rows(picture)
            return places.hasRoom(forRows: rowsShown, on: size)
        }
    }

    /// The list waited long enough, and from now on shows items whose pictures cannot be placed
    /// without waiting: the places still kept are given up, their pictures go in while the places
    /// can be found, else come apart.
    func giveUpPlaces() {
        places.giveUpAll()
        waitsForTallPictures = false
    }

    /// A new screen starts, which waits again: the old one's loads were cancelled, so nothing is
    /// waited for; the pictures that were waiting for an earlier one are returned, to be shown now.
    func startNewScreen() -> [ApartPicture] {
        places.forgetAll()
        waitsForTallPictures = true
        return apart.releaseAll()
    }

    /// A picture drawn in a picture protocol takes more rows than its one line: the cursor went
    /// down by the rest.
    func cursorMoved(downRows rows: Int) {
        places.cursorMoved(downRows: rows)
    }

    /// `header` over the image line `rowsUp` rows above the cursor, and `picture`'s lines on the
    /// rows under it; the cursor then goes back where it was. Cursor-down never scrolls, so
    /// nothing below the place moves.
    func draw(header: String, picture: [String], rowsUp: Int) {
        let rows = [header + "\u{1B}[K"] + picture
        var drawnWidths = WrittenRowWidths()
        let widths = drawnWidths.widthsOfRowsEnded(by: rows.joined(separator: "\n") + "\n", pictureWidth: columns())
        places.rowsDrawn(widest: widths.max() ?? 0, rowsUp: rowsUp)
        terminal.write("\u{1B}7\u{1B}[\(rowsUp)A\r" + rows.joined(separator: "\r\u{1B}[1B") + "\u{1B}8")
    }

    /// The line just above the cursor's is written over by what comes next ("Loading…" by what
    /// it announced).
    func moveUpOverLastLine() -> String {
        places.cursorMoved(downRows: -1)
        return "\u{1B}[1A\r\u{1B}[K"
    }
}
