import FeedFeature
import FeedPresentation
import FeedScreens
import Foundation
import ResourceLoading

/// What a feed image cell loads its image through: the image waits its turn in the scheduler, and
/// only then are its load (with every decorator), presentation adapter, presenter and `URL` made,
/// to be let go of when it settles. So a cell keeps this small object and its address as text.
@MainActor
final class ScheduledImagePresentationAdapter: ScheduledLoad {
    private typealias CellView = WeakRefVirtualProxy<FeedImageCellController>
    private typealias PresentationAdapter = LoadResourcePresentationAdapter<LoadedImage, CellView>
    private typealias Presenter = LoadResourcePresenter<LoadedImage, CellView>

    private enum State {
        case idle, waiting, loading(PresentationAdapter)
    }

    weak var cell: FeedImageCellController?
    private let address: String
    private let imageLoader: @MainActor (URL) -> ResourceLoad<LoadedImage>
    /// Weak: the scheduler keeps the images that wait or load, and lives as long as the screens.
    private weak var scheduler: LoadScheduler?
    private var state = State.idle

    init(
        address: String, imageLoader: @escaping @MainActor (URL) -> ResourceLoad<LoadedImage>,
        scheduler: LoadScheduler
    ) {
        self.address = address
        self.imageLoader = imageLoader
        self.scheduler = scheduler
    }

    var isWaiting: Bool {
        if case .waiting = state { true } else { false }
    }

    func start() -> Bool {
        guard isWaiting, let cell else {
            state = .idle
            return false
        }
        let presentation = PresentationAdapter(load: imageLoader(FeedImage.url(at: address)))
        presentation.presenter = Self.presenter(showingIn: cell)
        presentation.onFinish = { [weak self] in self?.settled() }
        state = .loading(presentation)
        presentation.loadResource()
        return true
    }

    func fail(with error: Error) {
        if case let .loading(presentation) = state { presentation.cancelLoad() }
        state = .idle
        cell.map { Self.presenter(showingIn: $0).didFinishLoading(with: error) }
    }

    private func request() {
        guard case .idle = state, let cell else { return }
        // Loading from the moment it is asked for, though it may wait its turn.
        Self.presenter(showingIn: cell).didStartLoading()
        state = .waiting
        scheduler?.enqueue(self)
    }

    private func cancel() {
        let cancelled = state
        state = .idle
        switch cancelled {
        case .idle: break
        case .waiting: scheduler?.withdraw(self)
        case let .loading(presentation):
            presentation.cancelLoad()
            scheduler?.cancelInFlight(self)
        }
    }

    /// Only the load in flight finishes: a cancelled one is dropped with its presentation adapter.
    private func settled() {
        guard case .loading = state else { return }
        state = .idle
        scheduler?.finish(self)
    }

    private static func presenter(showingIn cell: FeedImageCellController) -> Presenter {
        Presenter(resourceView: CellView(cell), loadingView: CellView(cell), errorView: CellView(cell), mapper: { $0 })
    }
}

extension ScheduledImagePresentationAdapter: @preconcurrency FeedImageCellControllerDelegate {
    func didRequestImage() { request() }

    func didCancelImageRequest() { cancel() }
}
