import FeedPresentation

/// Connects a loader to a presenter: starts a load when asked, unless one is already in flight,
/// and reports its outcome. Generic so that every screen's loads behave the same way.
///
/// It is main-actor isolated, and loaders handed to it must already deliver on the main queue
/// (decorate them with `MainQueueDispatchDecorator`). `MainActor.assumeIsolated` turns a forgotten
/// decoration into an immediate trap at the exact spot, instead of a silent data race on the views.
@MainActor
final class LoadResourcePresentationAdapter<Resource: Sendable, View: ResourceView> {
    var presenter: LoadResourcePresenter<Resource, View>?

    private let load: ResourceLoad<Resource>
    private var isLoading = false

    init(load: @escaping ResourceLoad<Resource>) {
        self.load = load
    }

    func loadResource() {
        guard !isLoading else { return }
        isLoading = true
        presenter?.didStartLoading()

        load { [weak self] result in
            MainActor.assumeIsolated {
                self?.finish(with: result)
            }
        }
    }

    private func finish(with result: Result<Resource, Error>) {
        isLoading = false
        switch result {
        case let .success(resource):
            presenter?.didFinishLoading(with: resource)
        case let .failure(error):
            presenter?.didFinishLoading(with: error)
        }
    }
}
