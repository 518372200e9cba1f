import FeedPresentation

/// A titled list of numbered cells: the terminal counterpart of a table view controller. Being
/// line-oriented, it prints each state as it arrives: a header and a loading line when a load
/// starts, the cells when they arrive, the error and how to retry when a load fails. Cells may
/// print later changes of their own (an image that finished loading) under their number.
public final class ListScreen: ResourceLoadingView, ResourceErrorView {
    public var onRefresh: (() -> Void)?

    private let title: String
    private let output: TextOutput
    private let style: TextStyle
    private var cells = [CellController]()
    public private(set) var isLoading = false

    public init(title: String, output: TextOutput, style: TextStyle) {
        self.title = title
        self.output = output
        self.style = style
    }

    /// Shows the screen for the first time, which loads its content.
    public func show() {
        onRefresh?()
    }

    /// Reloads the content, unless it is loading already. What the old content started stops.
    public func refresh() {
        guard !isLoading else {
            return output.writeLine(style.secondary(TextUIStrings.localized("ALREADY_LOADING")))
        }
        endDisplayingCells()
        onRefresh?()
    }

    /// The screen is going away (another screen, or the app quits): what its cells started stops.
    public func hide() {
        endDisplayingCells()
    }

    public func retry(number: Int) {
        guard cells.indices.contains(number - 1) else {
            return output.writeLine(style.secondary(noSuchItemHint(number)))
        }
        if !cells[number - 1].retry() {
            output.writeLine(style.secondary(TextUIStrings.localized("NOTHING_TO_RETRY", number)))
        }
    }

    public func display(_ cells: [CellController]) {
        endDisplayingCells()
        self.cells = cells
        guard !cells.isEmpty else {
            return output.writeLine(style.secondary(TextUIStrings.localized("EMPTY_LIST")))
        }
        let numberWidth = String(cells.count).count
        for (index, cell) in cells.enumerated() {
            let context = CellContext(number: index + 1, numberWidth: numberWidth, output: output, style: style)
            cell.willDisplay(in: context)
            cell.lines(in: context).forEach(output.writeLine)
        }
    }

    public func display(_ viewModel: ResourceLoadingViewModel) {
        isLoading = viewModel.isLoading
        guard viewModel.isLoading else { return }
        output.writeLine(style.title(title))
        output.writeLine(style.secondary(TextUIStrings.localized("LOADING")))
    }

    public func display(_ viewModel: ResourceErrorViewModel) {
        guard let message = viewModel.message else { return }
        output.writeLine(style.error(TextUIStrings.localized("ERROR_WITH_RETRY_HINT", message)))
    }

    private func endDisplayingCells() {
        cells.forEach { $0.didEndDisplaying() }
    }

    private func noSuchItemHint(_ number: Int) -> String {
        cells.isEmpty
            ? TextUIStrings.localized("NO_ITEMS_HINT")
            : TextUIStrings.localized("NO_SUCH_ITEM_HINT", number, cells.count)
    }
}
