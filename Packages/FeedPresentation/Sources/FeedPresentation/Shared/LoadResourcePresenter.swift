/// Turns the life of one load (started, finished with a resource, finished with an error) into
/// what the loading, error and resource views should show. It is the same for every resource
/// (feed, comments, image data); what differs is the `mapper` from resource to view model.
public final class LoadResourcePresenter<Resource, View: ResourceView> {
    public typealias Mapper = (Resource) throws -> View.ResourceViewModel

    private let resourceView: View
    private let loadingView: ResourceLoadingView
    private let errorView: ResourceErrorView
    private let mapper: Mapper

    public init(
        resourceView: View,
        loadingView: ResourceLoadingView,
        errorView: ResourceErrorView,
        mapper: @escaping Mapper
    ) {
        self.resourceView = resourceView
        self.loadingView = loadingView
        self.errorView = errorView
        self.mapper = mapper
    }

    public static var loadError: String {
        PresentationStrings.localized("GENERIC_CONNECTION_ERROR", table: "Shared")
    }

    public func didStartLoading() {
        errorView.display(.noError)
        loadingView.display(ResourceLoadingViewModel(isLoading: true))
    }

    public func didFinishLoading(with resource: Resource) {
        do {
            resourceView.display(try mapper(resource))
            loadingView.display(ResourceLoadingViewModel(isLoading: false))
        } catch {
            didFinishLoading(with: error)
        }
    }

    /// Shows the error message, with why the load failed when the error says (a `LoadFailure`).
    public func didFinishLoading(with error: Error) {
        errorView.display(Self.errorViewModel(for: error))
        loadingView.display(ResourceLoadingViewModel(isLoading: false))
    }

    private static func errorViewModel(for error: Error) -> ResourceErrorViewModel {
        guard let reason = LoadFailurePresenter.reason(for: error) else { return .error(message: loadError) }
        let message = PresentationStrings.formatted("ERROR_WITH_REASON", table: "Shared", loadError, reason)
        return .error(message: message, reason: reason)
    }
}
