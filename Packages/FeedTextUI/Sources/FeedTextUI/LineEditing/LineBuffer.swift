/// The text of the line being edited and the cursor, counted in characters (grapheme clusters),
/// so one step moves over a whole "é", "👍🏽" or "한". Each edit says whether it changed anything.
struct LineBuffer: Equatable {
    /// Commands are a few characters; a line over this many bytes is not one (nor is a paste that
    /// would make it longer: what does not fit is dropped).
    static let maximumUTF8Count = 4096

    private(set) var characters = [Character]()
    private(set) var cursor = 0

    init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    var text: String { String(characters) }

    mutating func insert(_ inserted: String) -> Bool {
        var room = Self.maximumUTF8Count - text.utf8.count
        let fitting = inserted.prefix { character in
            room -= character.utf8.count
            return room >= 0
        }
        guard !fitting.isEmpty else { return false }
        // Rebuilt as a String so a combining mark typed after its letter joins it.
        let head = String(characters[..<cursor]) + fitting
        characters = Array(head + String(characters[cursor...]))
        cursor = min(head.count, characters.count)
        return true
    }

    mutating func deleteBackward() -> Bool {
        guard cursor > 0 else { return false }
        cursor -= 1
        characters.remove(at: cursor)
        return true
    }

    mutating func deleteForward() -> Bool {
        guard cursor < characters.count else { return false }
        characters.remove(at: cursor)
        return true
    }

    mutating func move(to position: Int) -> Bool {
        let position = min(max(position, 0), characters.count)
        defer { cursor = position }
        return position != cursor
    }

    mutating func killToEnd() -> Bool {
        guard cursor < characters.count else { return false }
        characters.removeSubrange(cursor...)
        return true
    }

    mutating func killToStart() -> Bool {
        removeBeforeCursor(from: 0)
    }

    /// Ctrl-W: the word before the cursor and the spaces after it.
    mutating func deletePreviousWord() -> Bool {
        var start = cursor
        while start > 0 && characters[start - 1].isWhitespace { start -= 1 }
        while start > 0 && !characters[start - 1].isWhitespace { start -= 1 }
        return removeBeforeCursor(from: start)
    }

    /// Replaces what lies between `start` and the cursor (a word being completed) with `text`.
    mutating func replaceBeforeCursor(from start: Int, with text: String) {
        _ = removeBeforeCursor(from: start)
        _ = insert(text)
    }

    private mutating func removeBeforeCursor(from start: Int) -> Bool {
        guard start < cursor else { return false }
        characters.removeSubrange(start..<cursor)
        cursor = start
        return true
    }
}
