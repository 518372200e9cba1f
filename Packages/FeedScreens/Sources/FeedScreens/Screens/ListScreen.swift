import FeedPresentation

/// A titled list of numbered cells: the counterpart of a table view controller for a
/// line-oriented front. It reports each state as it arrives: the title and loading when a load
/// starts, the cells when they can be shown, the error when a load fails.
///
/// Cells are shown in order, each whole: a cell whose content is still loading (an image) holds
/// back itself and the cells after it until it settles, or until `holdTimer` says the wait is
/// over; then it is shown as it is, and reports its later changes on its own. Only the cells
/// within `lookahead` of the first one not yet shown are asked to load. When the list grows (a
/// next page), the new cells follow, numbered on from the last one. A feed told that its cells
/// are the offline copy says so before them, whenever it shows them whole.
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

    public static let defaultLookahead = 64

    let title: String
    let renderer: ScreenRenderer
    let holdTimer: ItemHoldTimer?
    let lookahead: Int
    var cells = [CellController]()
    var footer: LoadMoreCellController?
    /// After a refresh the next cells replace the list, even where they are the same cells.
    private var replacesCellsOnNextDisplay = true
    /// Set when the list is the offline copy of the feed, which is said whenever the list is shown
    /// whole; a live list replacing it clears it.
    private var offlineFeed: OfflineFeedViewModel?
    /// A screen that was left shows nothing until it is shown again, then shows what it has.
    var isHidden = false
    public private(set) var isLoading = false
    /// Where the showing of the cells stands (`ListScreen+InOrderDisplay`).
    var cursor = DisplayCursor()

    /// `holdTimer` nil: every cell is held until it settles. `lookahead`: how many cells ahead of
    /// the first one not shown yet may load.
    public init(
        title: String, renderer: ScreenRenderer, holdTimer: ItemHoldTimer? = nil,
        lookahead: Int = ListScreen.defaultLookahead
    ) {
        precondition(lookahead > 0, "a list must be able to load the cell it shows next")
        self.title = title
        self.renderer = renderer
        self.holdTimer = holdTimer
        self.lookahead = lookahead
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

    /// Stops the screen's load and its cells' (images), which `retry` can start again. The cells
    /// held back are shown at once, saying they were stopped.
    public func stopLoading() {
        onStop?()
        footer?.cancelLoading()
        isLoading = false
        showEveryCell(afterStopping: cells)
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
        if !isGrowing {
            endDisplayingCells()
        }
        self.footer?.didEndDisplaying()
        self.cells = cells
        self.footer = footer
        replacesCellsOnNextDisplay = false

        guard !isHidden else { return }
        if isGrowing {
            showMoreCells()
        } else {
            displayCells(from: cells.startIndex)
        }
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
        startShowingCells()
    }

    func context(number: Int) -> CellContext {
        CellContext(
            number: number, listCount: cells.count, renderer: renderer,
            settled: { [weak self] in self?.showSettledCells() })
    }

    private func endDisplayingCells() {
        stopHolding()
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
