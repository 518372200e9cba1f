import FeedPresentation

/// The end of a list that can grow: says whether there is more, and reports the loading of the
/// next page and its failure. `callback` is nil when there is nothing more.
public final class LoadMoreCellController: ResourceLoadingView, ResourceErrorView {
    private let callback: (() -> Void)?
    private let cancel: () -> Void
    private var renderer: ScreenRenderer?

    /// `cancel` stops a next page still loading: its screen was refreshed, stopped or left.
    public init(callback: (() -> Void)?, cancel: @escaping () -> Void = {}) {
        self.callback = callback
        self.cancel = cancel
    }

    var hasMore: Bool { callback != nil }

    func willDisplay(on renderer: ScreenRenderer) {
        self.renderer = renderer
    }

    func didEndDisplaying() {
        renderer = nil
    }

    func cancelLoading() {
        cancel()
    }

    func loadMore() {
        guard let callback else {
            renderer?.render(.notice(.noMoreItems))
            return
        }
        callback()
    }

    public func display(_ viewModel: ResourceLoadingViewModel) {
        guard viewModel.isLoading else { return }
        renderer?.render(.loadingMore)
    }

    public func display(_ viewModel: ResourceErrorViewModel) {
        guard viewModel.message != nil else { return }
        renderer?.render(.loadMoreFailed(viewModel))
    }
}
