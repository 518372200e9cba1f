/// Turns the life of one load (started, finished with a resource, finished with an error) into
/// what the loading, error and resource views should show. It is the same for every resource
/// (feed, comments, image data); what differs is the `mapper` from resource to view model.
public final class LoadResourcePresenter<Resource, View: ResourceView> {
    public typealias Mapper = (Resource) throws -> View.ResourceViewModel

    private let resourceView: View
    private let loadingView: ResourceLoadingView
    private let errorView: ResourceErrorView
    private let mapper: Mapper
    /// The server the resource comes from (`host:port`, never with credentials), named in a
    /// failure to connect; nil when there is no one server to name.
    private let server: String?

    public init(
        resourceView: View,
        loadingView: ResourceLoadingView,
        errorView: ResourceErrorView,
        server: String? = nil,
        mapper: @escaping Mapper
    ) {
        self.resourceView = resourceView
        self.loadingView = loadingView
        self.errorView = errorView
        self.server = server
        self.mapper = mapper
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

    /// Shows the error message, which says what happened and why when the error says (a
    /// `LoadFailure`).
    public func didFinishLoading(with error: Error) {
        errorView.display(LoadFailurePresenter.errorViewModel(for: error, server: server))
        loadingView.display(ResourceLoadingViewModel(isLoading: false))
    }
}
