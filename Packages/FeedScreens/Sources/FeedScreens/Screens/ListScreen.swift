import FeedPresentation

/// A titled list of numbered cells: the counterpart of a table view controller for a
/// line-oriented front. It reports each state as it arrives: the title and loading when a load
/// starts, the cells when they arrive, the error when a load fails. Cells may report later changes
/// of their own (an image that finished loading). When the list grows (a next page), only the new
/// cells are reported, numbered on from the last one. A feed told that its cells are the offline
/// copy says so before them, whenever it shows them whole.
public final class ListScreen: ResourceLoadingView, ResourceErrorView, FeedOriginView {
    public var onRefresh: (() -> Void)?
    /// Called when the screen is left: whatever it is still loading should stop.
    public var onHide: (() -> Void)?
    /// Called when the user stops what is loading: the screen's own load should stop.
    public var onStop: (() -> Void)?
    /// What the prompt calls this screen (`comments 3`); nil for the front's default (the feed).
    public var promptName: String?
    /// Whether `more` can ever load a next page here; comments, say, come whole.
    public var isPaged = true

    private let title: String
    private let renderer: ScreenRenderer
    private var cells = [CellController]()
    private var footer: LoadMoreCellController?
    /// After a refresh the next cells replace the list, even where they are the same cells.
    private var replacesCellsOnNextDisplay = true
    /// Set when the list is the offline copy of the feed, which is said whenever the list is shown
    /// whole; a live list replacing it clears it.
    private var offlineFeed: OfflineFeedViewModel?
    /// A screen that was left shows nothing until it is shown again, then shows what it has.
    private var isHidden = false
    public private(set) var isLoading = false

    public init(title: String, renderer: ScreenRenderer) {
        self.title = title
        self.renderer = renderer
    }

    /// Shows the screen for the first time, which loads its content.
    public func show() {
        isHidden = false
        onRefresh?()
    }

    /// Shows the screen again as it was, without reloading it.
    public func showAgain() {
        isHidden = false
        renderer.render(.title(title))
        displayCells(from: cells.startIndex)
    }

    /// Leaves the screen: what it and its cells are loading stops.
    public func hide() {
        isHidden = true
        endDisplayingCells()
        footer?.cancelLoading()
        onHide?()
    }

    /// Reloads the content, unless it is loading already. What the old content started stops.
    public func refresh() {
        guard !isLoading else { return renderer.render(.notice(.alreadyLoading)) }
        endDisplayingCells()
        footer?.cancelLoading()
        replacesCellsOnNextDisplay = true
        onRefresh?()
    }

    public func loadMore() {
        guard isPaged else { return renderer.render(.notice(.singlePage)) }
        guard !isLoading else { return renderer.render(.notice(.alreadyLoading)) }
        guard let footer, !cells.isEmpty else { return renderer.render(.notice(.noMoreItems)) }
        footer.loadMore()
    }

    /// The front no longer shows item `number` (it scrolled out of sight): what it is loading
    /// stops, and starts again if it is shown again.
    public func itemScrolledAway(_ number: Int) {
        guard !isHidden, cells.indices.contains(number - 1) else { return }
        cells[number - 1].didEndDisplaying()
    }

    /// Stops the screen's load and its cells' (images), which `retry` can start again.
    public func stopLoading() {
        onStop?()
        footer?.cancelLoading()
        isLoading = false
        cells.forEach { $0.stopLoading() }
        renderer.render(.notice(.stoppedLoading))
    }

    public func retry(number: Int) {
        guard let cell = cell(number: number) else { return }
        if !cell.retry(in: context(number: number)) {
            renderer.render(.notice(.nothingToRetry(item: number)))
        }
    }

    public func select(number: Int) {
        guard let cell = cell(number: number) else { return }
        if !cell.select(in: context(number: number)) {
            renderer.render(.notice(.nothingToOpen(item: number)))
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
        displayCells(from: firstNewCell)
    }

    public func display(_ viewModel: ResourceLoadingViewModel) {
        isLoading = viewModel.isLoading
        guard viewModel.isLoading, !isHidden else { return }
        renderer.render(.title(title))
        renderer.render(.loading)
    }

    public func display(_ viewModel: ResourceErrorViewModel) {
        guard viewModel.message != nil, !isHidden else { return }
        renderer.render(.loadFailed(viewModel))
    }

    /// Where the cells displayed next come from; said with them, not now, so it lands between
    /// the title and the items.
    public func display(_ viewModel: FeedOriginViewModel) {
        switch viewModel {
        case .live:
            offlineFeed = nil
        case let .offline(offline):
            offlineFeed = offline
        }
    }

    private func displayCells(from firstCell: Int) {
        if let offlineFeed, firstCell == cells.startIndex {
            renderer.render(.offlineFeed(offlineFeed))
        }
        guard !cells.isEmpty else { return renderer.render(.emptyList) }
        let shown = cells[firstCell...]
        let items = zip(shown.indices, shown).map { index, cell in
            cell.willDisplay(in: CellContext(number: index + 1, listCount: cells.count, renderer: renderer))
            return ListItem(number: index + 1, content: cell.content)
        }
        if !items.isEmpty {
            renderer.render(.items(items, listCount: cells.count))
        }
        shown.forEach { $0.didDisplay() }
        if let footer {
            footer.willDisplay(on: renderer)
            renderer.render(.listEnd(hasMore: footer.hasMore))
        }
    }

    private func context(number: Int) -> CellContext {
        CellContext(number: number, listCount: cells.count, renderer: renderer)
    }

    private func endDisplayingCells() {
        cells.forEach { $0.didEndDisplaying() }
    }

    /// The cell numbered `number`, or nil after telling the user which numbers there are.
    private func cell(number: Int) -> CellController? {
        guard cells.indices.contains(number - 1) else {
            renderer.render(.notice(cells.isEmpty ? .noItems : .noSuchItem(number, itemCount: cells.count)))
            return nil
        }
        return cells[number - 1]
    }
}
