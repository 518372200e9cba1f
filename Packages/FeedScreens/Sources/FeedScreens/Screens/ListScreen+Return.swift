extension ListScreen {
    /// The screen is back after another one, its first `cursor.shown` cells still above in the
    /// scrollback: they are not shown again. What leaving stopped starts again: the images of cells
    /// on screen that were loading report under their numbers when they settle (as a late picture
    /// does), and the cells not shown yet load and follow in order, then the end of the list.
    func resumeShowingCells() {
        for index in 0..<cursor.shown {
            entries.liveCell(at: index)?.didReturn(in: context(number: index + 1))
        }
        // Cells asked to load but not shown were stopped on leaving: asked again, and held afresh.
        cursor.asked = cursor.shown
        cursor.releasedBefore = cursor.shown
        footer?.willDisplay(on: renderer)
        showSettledCells()
    }
}
