import FeedAPI
import FeedFeature
import ResourceLoading

extension FeedLoads {
    /// An image's comments: no offline copy, counted so a script waits for them.
    func makeCommentsLoad(for image: FeedImage) -> ResourceLoad<[ImageComment]> {
        guard let url = ImageCommentsEndpoint.get(image.id).url(baseURL: configuration.baseURL) else {
            return .failing(with: LoadFailure.connectivity(.unsupportedURL))
        }
        let remote = RemoteLoader<[ImageComment]>(url: url, client: configuration.httpClient)
        return remote.dispatchingOnMainQueue()
            .withDeadline(timeout, on: scheduler)
            .logged(as: "comments \(url.absoluteString)", describing: { "\($0.count) comments" }, in: log)
            .counted(by: activity)
    }
}
