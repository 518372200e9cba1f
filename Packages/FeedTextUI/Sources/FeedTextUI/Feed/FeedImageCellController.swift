import FeedPresentation

/// Shows one feed image: its number and description, its location on the line below, then the
/// state of its image. The image starts loading when the cell is shown and stops when it no
/// longer is; when the state changes later, the cell prints one line under its number. Selecting
/// the cell opens what belongs to the image (its comments).
public final class FeedImageCellController: CellController, ResourceView, ResourceLoadingView, ResourceErrorView {
    public typealias ResourceViewModel = ImageInfo

    private enum ImageState: Equatable {
        case notRequested
        case loading
        case loaded(ImageInfo)
        /// With why, when that is known ("HTTP 404").
        case failed(reason: String?)
    }

    private let viewModel: FeedImageViewModel
    private let delegate: FeedImageCellControllerDelegate
    private let selection: () -> Void
    private var context: CellContext?
    private var state = ImageState.notRequested {
        didSet { reportStateChange() }
    }
    /// Changes are reported on a line of their own only once the cell's lines are on screen;
    /// until then they are part of those lines.
    private var hasPrintedLines = false

    public init(
        viewModel: FeedImageViewModel,
        delegate: FeedImageCellControllerDelegate,
        selection: @escaping () -> Void = {}
    ) {
        self.viewModel = viewModel
        self.delegate = delegate
        self.selection = selection
    }

    /// Shown again (after another screen, say), a cell keeps what it has: a loaded or failed
    /// image stays so, and only an image that was never loaded, or was cancelled, loads again.
    public func willDisplay(in context: CellContext) {
        self.context = context
        hasPrintedLines = false
        if state == .notRequested {
            delegate.didRequestImage()
        }
    }

    public func lines(in context: CellContext) -> [String] {
        defer { hasPrintedLines = true }
        let style = context.style
        let description =
            viewModel.description.map { UntrustedText.shown($0) }
            ?? style.secondary(TextUIStrings.localized("NO_DESCRIPTION"))

        var lines = [style.emphasis(context.label) + description]
        if let location = viewModel.location {
            lines.append(context.indent + style.secondary(UntrustedText.shown(location)))
        }
        if let imageLine = imageLine(in: context) {
            lines.append(context.indent + imageLine)
        }
        return lines
    }

    public func didEndDisplaying() {
        context = nil
        hasPrintedLines = false
        if state == .loading {
            delegate.didCancelImageRequest()
            state = .notRequested
        }
    }

    public func select() -> Bool {
        selection()
        return true
    }

    public func retry() -> Bool {
        guard case .failed = state else { return false }
        delegate.didRequestImage()
        return true
    }

    public func display(_ viewModel: ImageInfo) {
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
        guard let context, hasPrintedLines, let imageLine = imageLine(in: context) else { return }
        context.output.writeLine(context.style.emphasis(context.label) + imageLine)
    }

    private func imageLine(in context: CellContext) -> String? {
        let style = context.style
        switch state {
        case .notRequested:
            return nil
        case .loading:
            return style.secondary(TextUIStrings.localized("IMAGE_LOADING"))
        case let .loaded(image):
            return TextUIStrings.localized("IMAGE_LOADED", image.format.rawValue, image.width, image.height)
        case let .failed(reason?):
            return style.error(TextUIStrings.localized("IMAGE_FAILED_WITH_REASON", context.number, reason))
        case .failed(nil):
            return style.error(TextUIStrings.localized("IMAGE_FAILED", context.number))
        }
    }
}
