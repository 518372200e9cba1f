/// The entries of a list screen. Given as cells, it keeps them all. Given as a `CellSource`, it
/// keeps a cell only for the entries that need one, those asked to load and not yet let go of,
/// and of the others what the source needs to make their cells: nothing for the entries not
/// made yet, the `ReleasedCell` of the ones shown and let go of.
struct ListEntries {
    private enum Entry {
        case unmade
        case live(CellController)
        case released(ReleasedCell)
    }

    private var entries: [Entry]
    private(set) var source: CellSource?

    init(cells: [CellController] = []) {
        entries = cells.map(Entry.live)
        source = nil
    }

    init(source: CellSource) {
        entries = Array(repeating: .unmade, count: source.count)
        self.source = source
    }

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }
    var indices: Range<Int> { entries.indices }

    /// Whether these are `cells`' first entries, the same cells (a list given as cells, grown).
    func arePrefix(of cells: [CellController]) -> Bool {
        guard source == nil, cells.count >= entries.count else { return false }
        return zip(entries, cells).allSatisfy { entry, cell in
            if case let .live(kept) = entry { kept === cell } else { false }
        }
    }

    /// The source's list grown to its new count: the entries past the old count are added unmade.
    mutating func grow() {
        guard let source, source.count > entries.count else { return }
        entries.append(contentsOf: repeatElement(.unmade, count: source.count - entries.count))
    }

    /// True for an entry that is not loading: one let go of, or not made yet, is settled.
    func isSettled(at index: Int) -> Bool {
        if case let .live(cell) = entries[index] { cell.isSettled } else { true }
    }

    /// The entry's cell, made and kept if it has none.
    mutating func cell(at index: Int) -> CellController {
        switch entries[index] {
        case let .live(cell):
            return cell
        case .unmade, .released:
            let cell = transientCell(at: index)
            entries[index] = .live(cell)
            return cell
        }
    }

    /// The entry's cell for the moment (to read or act on once): its own, or one made and not kept.
    func transientCell(at index: Int) -> CellController {
        switch entries[index] {
        case let .live(cell):
            return cell
        case .unmade:
            return makeCell(at: index, released: nil)
        case let .released(released):
            return makeCell(at: index, released: released)
        }
    }

    /// Lets go of the entry's cell if its source can make it again and the cell says how.
    /// Returns false when the cell must be kept.
    @discardableResult
    mutating func release(at index: Int) -> Bool {
        guard source != nil, case let .live(cell) = entries[index] else { return true }
        guard let released = cell.releasedForm else { return false }
        entries[index] = .released(released)
        return true
    }

    /// The entry's cell if it is kept (nil for one not made yet or let go of).
    func liveCell(at index: Int) -> CellController? {
        if case let .live(cell) = entries[index] { cell } else { nil }
    }

    /// Every cell kept, for what reaches each of them (leaving the screen, stopping).
    var liveCells: [CellController] {
        entries.compactMap { if case let .live(cell) = $0 { cell } else { nil } }
    }

    /// The user stopped loading: entries not made yet are stopped without making their cells.
    mutating func stopUnmade() {
        for index in entries.indices {
            if case .unmade = entries[index] { entries[index] = .released(ReleasedCell(image: .stopped)) }
        }
    }

    private func makeCell(at index: Int, released: ReleasedCell?) -> CellController {
        guard let source else { preconditionFailure("an entry without a cell in a list given as cells") }
        return source.cell(at: index, released: released)
    }
}
