import FeedPresentation

/// A titled list of numbered cells: the terminal counterpart of a table view controller. Being
/// line-oriented, it prints each state as it arrives: a header and a loading line when a load
/// starts, the cells when they arrive, the error and how to retry when a load fails. Cells may
/// print later changes of their own (an image that finished loading) under their number. When the
/// list grows (a next page), only the new cells are printed, numbered on from the last one.
public final class ListScreen: ResourceLoadingView, ResourceErrorView {
    public var onRefresh: (() -> Void)?
    /// Called when the screen is left: whatever it is still loading should stop.
    public var onHide: (() -> Void)?

    private let title: String
    private let output: TextOutput
    private let style: TextStyle
    private var cells = [CellController]()
    private var footer: LoadMoreCellController?
    /// After a refresh the next cells replace the list, even where they are the same cells.
    private var replacesCellsOnNextDisplay = true
    /// A screen that was left prints nothing until it is shown again, then shows what it has.
    private var isHidden = false
    public private(set) var isLoading = false

    public init(title: String, output: TextOutput, style: TextStyle) {
        self.title = title
        self.output = output
        self.style = style
    }

    /// Shows the screen for the first time, which loads its content.
    public func show() {
        isHidden = false
        onRefresh?()
    }

    /// Shows the screen again as it was, without reloading it.
    public func showAgain() {
        isHidden = false
        output.writeLine(style.title(title))
        printCells(cells.startIndex...)
    }

    /// Leaves the screen: what it and its cells are loading stops.
    public func hide() {
        isHidden = true
        endDisplayingCells()
        onHide?()
    }

    /// Reloads the content, unless it is loading already. What the old content started stops.
    public func refresh() {
        guard !isLoading else {
            return output.writeLine(style.secondary(TextUIStrings.localized("ALREADY_LOADING")))
        }
        endDisplayingCells()
        replacesCellsOnNextDisplay = true
        onRefresh?()
    }

    public func loadMore() {
        guard let footer, !cells.isEmpty else {
            return output.writeLine(style.secondary(TextUIStrings.localized("NO_MORE_ITEMS")))
        }
        footer.loadMore()
    }

    public func retry(number: Int) {
        guard let cell = cell(number: number) else { return }
        if !cell.retry() {
            output.writeLine(style.secondary(TextUIStrings.localized("NOTHING_TO_RETRY", number)))
        }
    }

    public func select(number: Int) {
        guard let cell = cell(number: number) else { return }
        if !cell.select() {
            output.writeLine(style.secondary(TextUIStrings.localized("NOTHING_TO_OPEN", number)))
        }
    }

    public func display(_ cells: [CellController], footer: LoadMoreCellController? = nil) {
        let isGrowing =
            !replacesCellsOnNextDisplay && !self.cells.isEmpty && cells.count >= self.cells.count
            && zip(self.cells, cells).allSatisfy { $0 === $1 }
        let firstNewCell = isGrowing ? self.cells.count : 0
        if !isGrowing {
            endDisplayingCells()
        }
        self.footer?.didEndDisplaying()
        self.cells = cells
        self.footer = footer
        replacesCellsOnNextDisplay = false

        guard !isHidden else { return }
        printCells(firstNewCell...)
    }

    public func display(_ viewModel: ResourceLoadingViewModel) {
        isLoading = viewModel.isLoading
        guard viewModel.isLoading, !isHidden else { return }
        output.writeLine(style.title(title))
        output.writeLine(style.secondary(TextUIStrings.localized("LOADING")))
    }

    public func display(_ viewModel: ResourceErrorViewModel) {
        guard let message = viewModel.message, !isHidden else { return }
        output.writeLine(style.error(TextUIStrings.localized("ERROR_WITH_RETRY_HINT", message)))
    }

    private func printCells(_ range: PartialRangeFrom<Int>) {
        guard !cells.isEmpty else {
            return output.writeLine(style.secondary(TextUIStrings.localized("EMPTY_LIST")))
        }
        let numberWidth = String(cells.count).count
        for index in cells.indices[range] {
            let context = CellContext(number: index + 1, numberWidth: numberWidth, output: output, style: style)
            cells[index].willDisplay(in: context)
            cells[index].lines(in: context).forEach(output.writeLine)
        }
        if let footer {
            footer.willDisplay(on: output, style: style)
            footer.lines(style: style).forEach(output.writeLine)
        }
    }

    private func endDisplayingCells() {
        cells.forEach { $0.didEndDisplaying() }
    }

    /// The cell numbered `number`, or nil after telling the user which numbers there are.
    private func cell(number: Int) -> CellController? {
        guard cells.indices.contains(number - 1) else {
            output.writeLine(
                style.secondary(
                    cells.isEmpty
                        ? TextUIStrings.localized("NO_ITEMS_HINT")
                        : TextUIStrings.localized("NO_SUCH_ITEM_HINT", number, cells.count)))
            return nil
        }
        return cells[number - 1]
    }
}
