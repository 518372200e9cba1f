import FeedPresentation

/// A titled list of numbered cells: the terminal counterpart of a table view controller. Being
/// line-oriented, it prints each state as it arrives: a header and a loading line when a load
/// starts, the cells when they arrive, the error and how to retry when a load fails.
public final class ListScreen: ResourceLoadingView, ResourceErrorView {
    public var onRefresh: (() -> Void)?

    private let title: String
    private let output: TextOutput
    private let style: TextStyle
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

    public func refresh() {
        guard !isLoading else {
            return output.writeLine(style.secondary(TextUIStrings.localized("ALREADY_LOADING")))
        }
        onRefresh?()
    }

    public func display(_ cells: [CellController]) {
        guard !cells.isEmpty else {
            return output.writeLine(style.secondary(TextUIStrings.localized("EMPTY_LIST")))
        }
        let numberWidth = String(cells.count).count
        for (index, cell) in cells.enumerated() {
            for line in cell.lines(number: index + 1, numberWidth: numberWidth, style: style) {
                output.writeLine(line)
            }
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
}
