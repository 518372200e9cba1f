/// How a list screen shows its cells in order, each whole (see `ListScreen`).
///
/// Cells `[0, shown)` are on screen; `[shown, asked)` were asked to load (`willDisplay`) and wait
/// their turn; cells before `releasedBefore` are shown as they are, settled or not, because the
/// wait for them is over or the user stopped loading. The front gets each run of cells that can be
/// shown as one `items` event, and the end of the list once every cell is shown. The footer
/// reports a next page's loading from the start, though: `more` may be typed before the end shows.
struct DisplayCursor {
    var shown = 0
    var asked = 0
    var releasedBefore = 0
    var isHolding = false
    var hasShownEnd = false
    /// Set while cells are being shown: a cell that settles meanwhile (inline) asks for one more pass.
    var isShowing = false
    var needsAnotherPass = false
    /// Set when the next cell could be shown but the space has no room for it yet.
    var isWaitingForRoom = false
    /// Holds that ran out in a row while waiting for room.
    var roomWaits = 0
    /// Lines about the list said while cells were held, each with the cell it goes above (the list's
    /// length when it was said): said in order once the cells before them are shown.
    var heldLines = [(aboveCell: Int, event: ScreenEvent)]()
}

extension ListScreen {
    /// The list is shown from its first cell (first time, after a refresh, or again after another
    /// screen).
    func startShowingCells() {
        stopHolding()
        cursor = DisplayCursor()
        footer?.willDisplay(on: renderer)
        showSettledCells()
    }

    /// The list grew: its new cells follow the ones shown, and the end of the list is shown again
    /// after them when it is news (a next page: whether there is more), not after a check's new
    /// items, which the paging does not move.
    func showMoreCells(showingTheEndAgain: Bool = true) {
        if showingTheEndAgain { cursor.hasShownEnd = false }
        footer?.willDisplay(on: renderer)
        showSettledCells()
    }

    /// Shows every cell that can be shown now, in order, and asks the cells coming up to load.
    func showSettledCells() {
        guard !isHidden, !entries.isEmpty else { return }
        guard !cursor.isShowing else {
            cursor.needsAnotherPass = true
            return
        }
        cursor.isShowing = true
        var hasMovedOn = false
        repeat {
            cursor.needsAnotherPass = false
            askUpcomingCellsToLoad()
            if showRunOfReadyCells() {
                hasMovedOn = true
                cursor.needsAnotherPass = true
            }
            // Each run as it is shown: when every load fails at once (a script's time is up), one
            // pass shows the whole list, and its cells must not all be alive at its end.
            releaseSettledShownCells()
        } while cursor.needsAnotherPass
        cursor.isShowing = false
        if hasMovedOn {
            stopHolding()
            cursor.roomWaits = 0
        }
        finishOrHold()
    }

    /// A cell on screen settled (its picture came into its place, say): it can be let go of, and
    /// the cells waiting for room may fit now.
    func shownCellSettled() {
        releaseSettledShownCells()
        if cursor.isWaitingForRoom { showSettledCells() }
    }

    /// The user stopped loading: every cell is shown, as stopping leaves it, and nothing more is
    /// asked to load. Cells settling as they stop are shown after all have stopped, not one by one.
    func showEveryCellAfterStopping() {
        cursor.asked = max(cursor.asked, entries.count)
        cursor.releasedBefore = entries.count
        let wasShowing = cursor.isShowing
        cursor.isShowing = true
        entries.liveCells.forEach { $0.stopLoading() }
        entries.stopUnmade()
        cursor.isShowing = wasShowing
        stopHolding()
        showSettledCells()
    }

    func stopHolding() {
        guard cursor.isHolding else { return }
        cursor.isHolding = false
        holdTimer?.cancel()
    }

    private func askUpcomingCellsToLoad() {
        let end = min(entries.count, cursor.shown + lookahead)
        while cursor.asked < end {
            let index = cursor.asked
            cursor.asked += 1
            entries.cell(at: index).willDisplay(in: context(number: index + 1))
        }
    }

    /// Says `event`, a line about the list, under the cells it holds: now if they are all shown,
    /// else once they are. A failure or a check's finding that comes while earlier cells still wait
    /// for their pictures lands under them, not among them.
    func sayUnderCellsHeld(_ event: ScreenEvent) {
        guard cursor.shown < entries.count, !replacesCellsOnNextDisplay else { return renderer.render(event) }
        cursor.heldLines.append((aboveCell: entries.count, event: event))
    }

    private func sayHeldLines(aboveCell index: Int) {
        while let line = cursor.heldLines.first, line.aboveCell <= index {
            cursor.heldLines.removeFirst()
            renderer.render(line.event)
        }
    }

    /// True when it showed at least one cell. A run ends where a held line goes.
    private func showRunOfReadyCells() -> Bool {
        sayHeldLines(aboveCell: cursor.shown)
        let first = cursor.shown
        var cells = [CellController]()
        var items = [ListItem]()
        cursor.isWaitingForRoom = false
        while cursor.shown < cursor.asked,
            cursor.shown < cursor.releasedBefore || entries.isSettled(at: cursor.shown),
            cursor.shown < cursor.heldLines.first?.aboveCell ?? .max
        {
            let cell = entries.transientCell(at: cursor.shown)
            let item = ListItem(number: cursor.shown + 1, content: cell.content)
            if let space, !space.hasRoom(for: items + [item], listCount: entries.count) {
                cursor.isWaitingForRoom = true
                break
            }
            cells.append(cell)
            items.append(item)
            cursor.shown += 1
        }
        guard cursor.shown > first else { return false }
        let run = first..<cursor.shown
        renderer.render(.items(items, listCount: entries.count))
        zip(cells, run).forEach { cell, index in cell.didDisplay(in: context(number: index + 1)) }
        shownToRelease.append(contentsOf: run)
        return true
    }

    /// Lets go of the cells shown that have settled since; the others wait for a later pass.
    func releaseSettledShownCells() {
        guard entries.source != nil else { return shownToRelease.removeAll() }
        shownToRelease.removeAll { entries.release(at: $0) }
    }

    private func finishOrHold() {
        if cursor.shown == entries.count {
            showEndOfList()
        } else if let holdTimer, !cursor.isHolding {
            cursor.isHolding = true
            holdTimer.start()
        }
    }

    /// The wait is over for every cell asked to load so far: they are shown as they are. Told by
    /// whoever made `holdTimer`; nothing happens unless it was started and not cancelled since.
    public func holdExpired() {
        guard cursor.isHolding else { return }
        cursor.isHolding = false
        cursor.releasedBefore = max(cursor.releasedBefore, cursor.asked)
        if cursor.isWaitingForRoom {
            cursor.roomWaits += 1
            if cursor.roomWaits >= Self.maxRoomWaits {
                cursor.roomWaits = 0
                space?.giveUpPendingPlaces()
            }
        }
        showSettledCells()
    }

    private func showEndOfList() {
        guard !cursor.hasShownEnd else { return }
        cursor.hasShownEnd = true
        guard let footer else { return }
        renderer.render(.listEnd(hasMore: footer.hasMore))
    }
}
