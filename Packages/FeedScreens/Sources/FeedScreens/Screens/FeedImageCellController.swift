import FeedPresentation

/// One feed image: its description and location, and the state of its image. The image starts
/// loading when the screen is about to show the cell, and the screen holds the cell back until the
/// image settles (or it has waited long enough); a change of state after the cell was shown is
/// reported as a change of its item. Selecting the cell opens what belongs to the image (its
/// comments). Once shown and settled, it says what the screen may keep instead of it
/// (`releasedForm`), and made again from that it is what it was.
public final class FeedImageCellController: CellController, ResourceView, ResourceLoadingView, ResourceErrorView {
    public typealias ResourceViewModel = LoadedImage

    private let viewModel: FeedImageViewModel
    private let delegate: FeedImageCellControllerDelegate
    private let selection: (_ itemNumber: Int) -> Void
    private let viewing: (_ itemNumber: Int, _ listCount: Int) -> Void
    private var context: CellContext?
    private var state = ListItem.ImageState.notRequested
    /// Changes are reported on their own only once the cell is on screen; until then they are
    /// part of what the front shows of it.
    private var isDisplayed = false
    /// Its picture was shown and let go of: shown again, the image is loaded again to draw it.
    private var hasLetGoOfPicture = false

    public init(
        viewModel: FeedImageViewModel,
        delegate: FeedImageCellControllerDelegate,
        selection: @escaping (_ itemNumber: Int) -> Void = { _ in },
        viewing: @escaping (_ itemNumber: Int, _ listCount: Int) -> Void = { _, _ in },
        released: ReleasedCell? = nil
    ) {
        self.viewModel = viewModel
        self.delegate = delegate
        self.selection = selection
        self.viewing = viewing
        // Made again, it is a cell that was shown: what changes now is reported on its own.
        isDisplayed = released != nil
        switch released?.image {
        case nil: break
        case let .loaded(info, pictureProblem, hadPicture):
            state = .loaded(LoadedImage(info: info, pictureProblem: pictureProblem))
            hasLetGoOfPicture = hadPicture
        case let .failed(reason): state = .failed(reason: reason)
        case .stopped: state = .stopped
        }
    }

    public var content: ListItem.Content { .image(viewModel, state) }

    public var isSettled: Bool { state != .loading }

    public var releasedForm: ReleasedCell? {
        guard isDisplayed else { return nil }
        switch state {
        case .notRequested, .loading: return nil
        case let .loaded(image):
            return ReleasedCell(
                image: .loaded(image.info, pictureProblem: image.pictureProblem, hadPicture: hasLetGoOfPicture))
        case let .failed(reason): return ReleasedCell(image: .failed(reason: reason))
        case .stopped: return ReleasedCell(image: .stopped)
        }
    }

    /// Shown again (after another screen, say), a cell keeps what it has: a loaded or failed
    /// image stays so, and only an image that was never loaded, was cancelled, or whose picture
    /// was let go of loads again.
    public func willDisplay(in context: CellContext) {
        self.context = context
        isDisplayed = false
        if state == .notRequested || hasLetGoOfPicture {
            hasLetGoOfPicture = false
            delegate.didRequestImage()
        }
    }

    public func didDisplay(in context: CellContext) {
        self.context = context
        isDisplayed = true
        letGoOfPicture()
    }

    public func didEndDisplaying() {
        context = nil
        isDisplayed = false
        if state == .loading {
            delegate.didCancelImageRequest()
            state = .notRequested
        }
    }

    /// Shown before the screen was left, an image that leaving cancelled loads again; it is on the
    /// screen already, so what becomes of it is reported under its number.
    public func didReturn(in context: CellContext) {
        guard state == .notRequested else { return }
        self.context = context
        isDisplayed = true
        delegate.didRequestImage()
    }

    /// A stopped image says so, whether it was loading or had not started yet.
    public func stopLoading() {
        switch state {
        case .loading:
            delegate.didCancelImageRequest()
            change(to: .stopped)
        case .notRequested:
            change(to: .stopped)
        case .loaded, .failed, .stopped:
            break
        }
    }

    public func select(in context: CellContext) -> Bool {
        selection(context.number)
        return true
    }

    /// Its picture at the terminal's size: loaded by whoever `viewing` asks (from the cache when it
    /// has the image), apart from the thumbnail, which stays as it is.
    public func view(in context: CellContext) -> Bool {
        viewing(context.number, context.listCount)
        return true
    }

    /// An image that failed, or was stopped or never loaded, loads again; what becomes of it is
    /// reported under its number, wherever its first lines are now.
    public func retry(in context: CellContext) -> Bool {
        switch state {
        case .failed, .notRequested, .stopped: break
        case .loading, .loaded: return false
        }
        self.context = context
        isDisplayed = true
        delegate.didRequestImage()
        return true
    }

    public func display(_ viewModel: LoadedImage) {
        change(to: .loaded(viewModel))
    }

    public func display(_ viewModel: ResourceLoadingViewModel) {
        if viewModel.isLoading {
            change(to: .loading)
        }
    }

    public func display(_ viewModel: ResourceErrorViewModel) {
        if viewModel.message != nil {
            change(to: .failed(reason: viewModel.reason))
        }
    }

    private func change(to newState: ListItem.ImageState) {
        guard newState != state else { return }
        state = newState
        guard let context, state != .notRequested else { return }
        if isDisplayed {
            context.renderer.render(
                .itemChanged(ListItem(number: context.number, content: content), listCount: context.listCount))
            letGoOfPicture()
            if isSettled { context.settledOnScreen() }
        } else if isSettled {
            context.settled()
        }
    }

    private func letGoOfPicture() {
        guard case let .loaded(image) = state, !image.thumbnail.isEmpty else { return }
        state = .loaded(image.withoutThumbnail)
        hasLetGoOfPicture = true
    }
}
