import FeedPresentation
import FeedScreens
import Foundation
import ResourceLoading

/// Connects a loader to a presenter: starts a load when asked, unless one is already in flight,
/// reports its outcome, and cancels it when the view no longer needs it. Generic, so every
/// load (the feed, each image) behaves the same way. Its loads deliver on the main actor, as their
/// type says (docs/decorators-and-threading.md, "Every hop").
@MainActor
final class LoadResourcePresentationAdapter<Resource: Sendable, View: ResourceView> {
    var presenter: LoadResourcePresenter<Resource, View>?

    private let load: ResourceLoad<Resource>
    /// The load in flight, if any. Each load gets a new id, so a result that was already on its
    /// way to the main queue when its load was cancelled is recognised as stale and dropped.
    private var inFlight: (id: Int, cancel: CancelLoad?)?
    private var lastLoadID = 0

    init(load: ResourceLoad<Resource>) {
        self.load = load
    }

    func loadResource() {
        guard inFlight == nil else { return }
        lastLoadID += 1
        let loadID = lastLoadID
        inFlight = (loadID, nil)
        presenter?.didStartLoading()

        let cancel = load { [weak self] result in self?.finish(loadID, with: result) }
        // A load that completed inline has finished already and has nothing left to cancel.
        if inFlight?.id == loadID {
            inFlight?.cancel = cancel
        }
    }

    func cancelLoad() {
        let cancel = inFlight?.cancel
        inFlight = nil
        cancel?()
    }

    private func finish(_ loadID: Int, with result: Result<Resource, Error>) {
        guard inFlight?.id == loadID else { return }
        inFlight = nil
        switch result {
        case let .success(resource):
            presenter?.didFinishLoading(with: resource)
        case let .failure(error):
            presenter?.didFinishLoading(with: error)
        }
    }

    /// Gone with its view, it wants nothing more: an image still waiting for its turn gives it up,
    /// at once on the main queue. Not an `isolated deinit`, which `dispatchMain()` on Linux queues
    /// for a later turn: a burst of failures kept every adapter alive until it was over.
    nonisolated deinit {
        guard let cancel = inFlight?.cancel else { return }
        let giveUp: @Sendable () -> Void = { MainActor.assumeIsolated { cancel() } }
        MainQueue.isCurrent ? giveUp() : MainQueue.hop(giveUp)
    }
}

/// A feed image cell asks for its image, and gives it up, through the generic adapter.
extension LoadResourcePresentationAdapter: @preconcurrency FeedImageCellControllerDelegate {
    func didRequestImage() { loadResource() }

    func didCancelImageRequest() { cancelLoad() }
}
