import FeedPresentation

/// One feed image: its description and location, and the state of its image. The image starts
/// loading when the cell is shown and stops when it no longer is; a change of state after the
/// cell was shown is reported as a change of its item. Selecting the cell opens what belongs to
/// the image (its comments).
public final class FeedImageCellController: CellController, ResourceView, ResourceLoadingView, ResourceErrorView {
    public typealias ResourceViewModel = LoadedImage

    private let viewModel: FeedImageViewModel
    private let delegate: FeedImageCellControllerDelegate
    private let selection: (_ itemNumber: Int) -> Void
    private var context: CellContext?
    private var state = ListItem.ImageState.notRequested {
        didSet {
            if state != oldValue { reportStateChange() }
        }
    }
    /// Changes are reported on their own only once the cell is on screen; until then they are
    /// part of what the front shows of it.
    private var isDisplayed = false

    public init(
        viewModel: FeedImageViewModel,
        delegate: FeedImageCellControllerDelegate,
        selection: @escaping (_ itemNumber: Int) -> Void = { _ in }
    ) {
        self.viewModel = viewModel
        self.delegate = delegate
        self.selection = selection
    }

    public var content: ListItem.Content { .image(viewModel, state) }

    /// Shown again (after another screen, say), a cell keeps what it has: a loaded or failed
    /// image stays so, and only an image that was never loaded, or was cancelled, loads again.
    public func willDisplay(in context: CellContext) {
        self.context = context
        isDisplayed = false
        if state == .notRequested {
            delegate.didRequestImage()
        }
    }

    public func didDisplay() {
        isDisplayed = true
    }

    public func didEndDisplaying() {
        context = nil
        isDisplayed = false
        if state == .loading {
            delegate.didCancelImageRequest()
            state = .notRequested
        }
    }

    public func stopLoading() {
        guard state == .loading else { return }
        delegate.didCancelImageRequest()
        state = .notRequested
    }

    public func select(in context: CellContext) -> Bool {
        selection(context.number)
        return true
    }

    /// An image that failed, or was stopped or scrolled away before it loaded, loads again; what
    /// becomes of it is reported under its number, wherever its first lines are now.
    public func retry(in context: CellContext) -> Bool {
        switch state {
        case .failed, .notRequested: break
        case .loading, .loaded: return false
        }
        self.context = context
        isDisplayed = true
        delegate.didRequestImage()
        return true
    }

    public func display(_ viewModel: LoadedImage) {
        state = .loaded(viewModel)
    }

    public func display(_ viewModel: ResourceLoadingViewModel) {
        if viewModel.isLoading {
            state = .loading
        }
    }

    public func display(_ viewModel: ResourceErrorViewModel) {
        if viewModel.message != nil {
            state = .failed(reason: viewModel.reason)
        }
    }

    private func reportStateChange() {
        guard let context, isDisplayed, state != .notRequested else { return }
        context.renderer.render(
            .itemChanged(ListItem(number: context.number, content: content), listCount: context.listCount))
    }
}
