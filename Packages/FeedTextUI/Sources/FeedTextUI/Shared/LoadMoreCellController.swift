import FeedPresentation

/// The end of a list that can grow: says whether there is more and how to load it, and reports
/// the loading of the next page and its failure. `callback` is nil when there is nothing more.
public final class LoadMoreCellController: ResourceLoadingView, ResourceErrorView {
    private let callback: (() -> Void)?
    private var output: TextOutput?
    private var style = TextStyle.plain

    public init(callback: (() -> Void)?) {
        self.callback = callback
    }

    private var hasMore: Bool { callback != nil }

    func lines(style: TextStyle) -> [String] {
        [style.secondary(TextUIStrings.localized(hasMore ? "LOAD_MORE_HINT" : "NO_MORE_ITEMS"))]
    }

    func willDisplay(on output: TextOutput, style: TextStyle) {
        self.output = output
        self.style = style
    }

    func didEndDisplaying() {
        output = nil
    }

    func loadMore() {
        guard let callback else {
            output?.writeLine(style.secondary(TextUIStrings.localized("NO_MORE_ITEMS")))
            return
        }
        callback()
    }

    public func display(_ viewModel: ResourceLoadingViewModel) {
        guard viewModel.isLoading else { return }
        output?.writeLine(style.secondary(TextUIStrings.localized("LOADING_MORE")))
    }

    public func display(_ viewModel: ResourceErrorViewModel) {
        guard let message = viewModel.message else { return }
        output?.writeLine(style.error(TextUIStrings.localized("LOAD_MORE_ERROR_WITH_RETRY_HINT", message)))
    }
}
