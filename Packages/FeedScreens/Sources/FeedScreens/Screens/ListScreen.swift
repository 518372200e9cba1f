import FeedPresentation
import Foundation

/// A titled list of numbered cells: the counterpart of a table view controller for a
/// line-oriented front. It reports each state as it arrives: the title and loading when a load
/// starts, the cells when they can be shown, the error when a load fails.
///
/// Cells are shown in order, each whole: a cell whose content is still loading (an image) holds
/// back itself and the cells after it until it settles, or until `holdTimer` says the wait is
/// over; then it is shown as it is, and reports its later changes on its own. Given a `space`
/// (a terminal that draws a late picture into rows reserved for it), no more cells are shown
/// while they would push a place still waiting for its picture off the screen, until the picture
/// comes or `maxRoomWaits` holds have passed. Only the cells
/// within `lookahead` of the first one not yet shown are asked to load. When the list grows (a
/// next page), the new cells follow, numbered on from the last one. A feed told that its cells
/// are the offline copy says so before them, whenever it shows them whole. A line about the list
/// (a failure, what a check found) comes under the cells it already holds, once they are shown.
/// Given its cells by a `CellSource`, it keeps a cell only while the entry needs one
/// (`ListEntries`): once shown and settled, the cell is let go of, and made again when the user
/// acts on it or it is shown again.
public final class ListScreen: ResourceLoadingView, ResourceErrorView, FeedOriginView {
    public var onRefresh: (() -> Void)?
    /// Called when the screen is left: whatever it is still loading should stop.
    public var onHide: (() -> Void)?
    /// Called when the user stops what is loading: the screen's own load should stop.
    public var onStop: (() -> Void)?
    /// Called with an item's image address and number when the user asks to open it (`open N`);
    /// nil where nothing can be opened.
    public var onOpen: ((_ address: String, _ itemNumber: Int) -> Void)?
    /// What the prompt calls this screen (`comments 3`); nil for the front's default (the feed).
    public var promptName: String?
    /// Whether `more` can ever load a next page here; comments, say, come whole.
    public var isPaged = true
    /// Whether an item keeps its number once shown (the feed): a refresh then checks for new items
    /// and shows only those, numbered on, instead of showing the list again.
    public var keepsNumbers = false

    public static let defaultLookahead = 64
    /// How many holds in a row the list waits for room for its next items before it gives up the
    /// places still pending (with the app's 0.75 s hold, 6 s: a far server's picture comes well
    /// within it, one that never answers does not stop the list for long).
    public static let maxRoomWaits = 8

    let title: String
    let renderer: ScreenRenderer
    let holdTimer: ItemHoldTimer?
    let space: ScreenSpace?
    let lookahead: Int
    var entries = ListEntries()
    /// Entries shown while their cells could not be let go of yet (still loading, retried): let go
    /// of once they can.
    var shownToRelease = [Int]()
    var footer: LoadMoreCellController?
    /// After a refresh the next cells replace the list, even where they are the same cells.
    private(set) var replacesCellsOnNextDisplay = true
    /// Set when the list is the offline copy of the feed, which is said whenever the list is shown
    /// whole; a live list replacing it clears it.
    private var offlineFeed: OfflineFeedViewModel?
    /// A screen that was left shows nothing until it is shown again, then shows what it has.
    var isHidden = false
    public private(set) var isLoading = false
    /// Where the showing of the cells stands (`ListScreen+InOrderDisplay`).
    var cursor = DisplayCursor()

    /// `holdTimer` nil: every cell is held until it settles. `space` nil: cells are shown without
    /// asking for room. `lookahead`: how many cells ahead of the first one not shown yet may load.
    public init(
        title: String, renderer: ScreenRenderer, holdTimer: ItemHoldTimer? = nil, space: ScreenSpace? = nil,
        lookahead: Int = ListScreen.defaultLookahead
    ) {
        precondition(lookahead > 0, "a list must be able to load the cell it shows next")
        self.title = title
        self.renderer = renderer
        self.holdTimer = holdTimer
        self.space = space
        self.lookahead = lookahead
    }

    /// Shows the screen for the first time, which loads its content.
    public func show() {
        isHidden = false
        onRefresh?()
    }

    /// Shows the screen again as it was, without reloading it. What it showed before is still
    /// above, in the terminal's scrollback: one line says so instead of printing it all again
    /// (`ListScreen+Return`). A screen that had shown no item yet is shown whole.
    public func showAgain() {
        isHidden = false
        guard cursor.shown > 0 else {
            renderer.render(.title(title))
            return displayCells(from: 0)
        }
        renderer.render(.notice(.backToList(title: title, itemsAbove: cursor.shown)))
        resumeShowingCells()
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
        // What is shown stays: its pictures keep loading, `more` goes on from where it was.
        if keepsNumbers && !entries.isEmpty {
            onRefresh?()
            return
        }
        endDisplayingCells()
        footer?.cancelLoading()
        replacesCellsOnNextDisplay = true
        onRefresh?()
    }

    public func loadMore() {
        guard isPaged else { return renderer.render(.notice(.singlePage)) }
        guard !isLoading else { return renderer.render(.notice(.alreadyLoading)) }
        guard let footer, !entries.isEmpty else { return renderer.render(.notice(.noMoreItems)) }
        footer.loadMore()
    }

    /// Stops the screen's load and its cells' (images), which `retry` can start again. The cells
    /// held back are shown at once, saying they were stopped.
    public func stopLoading() {
        onStop?()
        footer?.cancelLoading()
        isLoading = false
        showEveryCellAfterStopping()
        renderer.render(.notice(.stoppedLoading))
    }

    public func retry(number: Int) {
        guard isNumbered(number) else { return }
        // Made again to retry, its cell is let go of once it settles (at once if nothing is retried).
        shownToRelease.append(number - 1)
        if !entries.cell(at: number - 1).retry(in: context(number: number)) {
            renderer.render(.notice(.nothingToRetry(item: number)))
        }
        releaseSettledShownCells()
    }

    public func select(number: Int) {
        guard isNumbered(number) else { return }
        if !entries.transientCell(at: number - 1).select(in: context(number: number)) {
            renderer.render(.notice(.nothingToOpen(item: number)))
        }
    }

    /// The item's picture at the terminal's size; the list stays where it was.
    public func view(number: Int) {
        guard isNumbered(number) else { return }
        if !entries.transientCell(at: number - 1).view(in: context(number: number)) {
            renderer.render(.notice(.nothingToView(item: number)))
        }
    }

    public func display(_ cells: [CellController], footer: LoadMoreCellController? = nil) {
        let isGrowing = !replacesCellsOnNextDisplay && !entries.isEmpty && entries.arePrefix(of: cells)
        if !isGrowing { endDisplayingList() }
        entries = ListEntries(cells: cells)
        displayEntries(isGrowing: isGrowing, footer: footer)
    }

    /// Shows the cells `source` makes, as the entries need them; the same source again is the list
    /// grown.
    public func display(_ source: CellSource, footer: LoadMoreCellController? = nil) {
        let isGrowing =
            !replacesCellsOnNextDisplay && !entries.isEmpty && entries.source === source
            && source.count >= entries.count
        if isGrowing {
            entries.grow()
        } else {
            endDisplayingList()
            entries = ListEntries(source: source)
        }
        displayEntries(isGrowing: isGrowing, footer: footer)
    }

    private func endDisplayingList() {
        endDisplayingCells()
        shownToRelease = []
    }

    /// Shows the entries set in place, never passed in: entries held in two places are copied
    /// whole on their first change (for 100,000 items, 5.6 MB at once, docs/performance.md).
    private func displayEntries(isGrowing: Bool, footer: LoadMoreCellController?) {
        replaceFooter(with: footer)
        replacesCellsOnNextDisplay = false

        guard !isHidden else { return }
        if isGrowing {
            showMoreCells()
        } else {
            displayCells(from: 0)
        }
    }

    private func replaceFooter(with footer: LoadMoreCellController?) {
        self.footer?.didEndDisplaying()
        self.footer = footer
    }

    /// The items `source` gained since it was shown, found by checking the list again at
    /// `checkedAt`: said in one line, then shown after the others, numbered on. The footer stays
    /// (`more` goes on from the last page loaded) unless a `footer` replaces it.
    public func displayChecked(
        _ source: CellSource, newItems: Int, checkedAt: Date, footer: LoadMoreCellController? = nil
    ) {
        guard entries.source === source else { return display(source, footer: footer ?? self.footer) }
        if let footer {
            replaceFooter(with: footer)
            footer.willDisplay(on: renderer)
        }
        guard !isHidden else { return entries.grow() }
        sayUnderCellsHeld(.checked(newItems: newItems, checkedAt: checkedAt))
        guard source.count > entries.count else { return }
        entries.grow()
        showMoreCells(showingTheEndAgain: footer != nil)
    }

    /// A check of a list that keeps its numbers could only find its offline copy: said in one line;
    /// the list stays as it is.
    public func displayCheckFailed(_ viewModel: OfflineFeedViewModel) {
        guard !isHidden else { return }
        sayUnderCellsHeld(.offlineFeed(viewModel))
    }

    public func display(_ viewModel: ResourceLoadingViewModel) {
        isLoading = viewModel.isLoading
        // Checking a list that keeps its numbers says what it found, not that it is loading.
        if keepsNumbers && !entries.isEmpty { return }
        guard viewModel.isLoading, !isHidden else { return }
        renderer.render(.title(title))
        renderer.render(.loading)
    }

    public func display(_ viewModel: ResourceErrorViewModel) {
        guard viewModel.message != nil, !isHidden else { return }
        sayUnderCellsHeld(.loadFailed(viewModel))
    }

    /// Where the cells displayed next come from; said with them, not now, so it lands between
    /// the title and the items.
    public func display(_ viewModel: FeedOriginViewModel) {
        switch viewModel {
        case .live:
            offlineFeed = nil
        case let .offline(offline):
            offlineFeed = offline
            // Named over a list already shown (a first look whose page failed after its first
            // items), the copy is said above the items it brings, not above the list.
            if !entries.isEmpty, !replacesCellsOnNextDisplay, !isHidden {
                sayUnderCellsHeld(.offlineFeed(offline))
            }
        }
    }

    private func displayCells(from firstCell: Int) {
        if let offlineFeed, firstCell == 0 {
            renderer.render(.offlineFeed(offlineFeed))
        }
        guard !entries.isEmpty else { return renderer.render(.emptyList) }
        startShowingCells()
    }

    func context(number: Int) -> CellContext {
        CellContext(
            number: number, listCount: entries.count, renderer: renderer,
            settled: { [weak self] in self?.showSettledCells() },
            settledOnScreen: { [weak self] in self?.shownCellSettled() })
    }

    private func endDisplayingCells() {
        stopHolding()
        entries.liveCells.forEach { $0.didEndDisplaying() }
    }

    /// Whether an entry is numbered `number`, after telling the user which numbers there are if not.
    func isNumbered(_ number: Int) -> Bool {
        guard entries.indices.contains(number - 1) else {
            renderer.render(.notice(entries.isEmpty ? .noItems : .noSuchItem(number, itemCount: entries.count)))
            return false
        }
        return true
    }
}
