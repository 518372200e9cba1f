import FeedFeature
import FeedPresentation
import FeedScreens
import Foundation

/// What a feed image cell asks to load its image through: the image waits its turn in the
/// scheduler, and only when the turn comes are its load (with every decorator), its presentation
/// adapter and its presenter made; they are let go of when the image settles. So each of a hundred
/// thousand cells keeps this small object, not a chain of decorators, an adapter and a presenter.
@MainActor
final class ScheduledImagePresentationAdapter: ScheduledLoad {
    private typealias PresentationAdapter = LoadResourcePresentationAdapter<
        LoadedImage, WeakRefVirtualProxy<FeedImageCellController>
    >

    private enum State {
        case idle
        case waiting
        case loading(PresentationAdapter)
    }

    weak var cell: FeedImageCellController?
    private let url: URL
    private let imageLoader: @MainActor (URL) -> ResourceLoad<LoadedImage>
    /// Weak: the scheduler keeps the images that wait or load, and lives as long as the screens.
    private weak var scheduler: ImageLoadScheduler?
    private var state = State.idle
    /// Which load a result belongs to: one cancelled, then asked for again, may still answer.
    private var loadCount = 0

    init(url: URL, imageLoader: @escaping @MainActor (URL) -> ResourceLoad<LoadedImage>, scheduler: ImageLoadScheduler)
    {
        self.url = url
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
        loadCount += 1
        let presentation = PresentationAdapter(load: settling(imageLoader(url), load: loadCount))
        presentation.presenter = Self.presenter(showingIn: cell)
        state = .loading(presentation)
        presentation.loadResource()
        return true
    }

    func fail(with error: Error) {
        if case let .loading(presentation) = state {
            presentation.cancelLoad()
        }
        state = .idle
        if let cell {
            Self.presenter(showingIn: cell).didFinishLoading(with: error)
        }
    }

    private func request() {
        guard case .idle = state, let cell else { return }
        // Loading from the moment it is asked for, though it may wait its turn.
        Self.presenter(showingIn: cell).didStartLoading()
        state = .waiting
        scheduler?.enqueue(self)
    }

    private func cancel() {
        switch state {
        case .idle:
            return
        case .waiting:
            state = .idle
            scheduler?.withdraw(self)
        case let .loading(presentation):
            state = .idle
            presentation.cancelLoad()
            scheduler?.cancelInFlight(self)
        }
    }

    /// The load, telling the scheduler when it has settled, once the cell has shown the result.
    private func settling(_ load: ResourceLoad<LoadedImage>, load number: Int) -> ResourceLoad<LoadedImage> {
        ResourceLoad { [weak self] completion in
            load { result in
                completion(result)
                MainActor.assumeIsolated { self?.settled(load: number) }
            }
        }
    }

    private func settled(load number: Int) {
        guard case .loading = state, number == loadCount else { return }
        state = .idle
        scheduler?.finish(self)
    }

    private static func presenter(showingIn cell: FeedImageCellController) -> LoadResourcePresenter<
        LoadedImage, WeakRefVirtualProxy<FeedImageCellController>
    > {
        LoadResourcePresenter(
            resourceView: WeakRefVirtualProxy(cell),
            loadingView: WeakRefVirtualProxy(cell),
            errorView: WeakRefVirtualProxy(cell),
            mapper: { $0 })
    }
}

extension ScheduledImagePresentationAdapter: FeedImageCellControllerDelegate {
    nonisolated func didRequestImage() {
        MainActor.assumeIsolated { request() }
    }

    nonisolated func didCancelImageRequest() {
        MainActor.assumeIsolated { cancel() }
    }
}
