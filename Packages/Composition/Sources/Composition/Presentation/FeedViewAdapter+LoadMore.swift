import FeedFeature
import FeedPresentation
import FeedScreens
import ResourceLoading

extension FeedViewAdapter {
    private typealias LoadMoreAdapter = LoadResourcePresentationAdapter<FeedPage, FeedViewAdapter>

    /// A next page comes from the network only: it says so, which leaves the screen as it was.
    func footer(loadingMoreOf page: Paginated<FeedImage>, on screen: ListScreen) -> LoadMoreCellController {
        guard let loadMore = page.loadMore else { return LoadMoreCellController(callback: nil) }

        let adapter = LoadMoreAdapter(
            load: ResourceLoad { completion in
                loadMore(MainQueue.onMainActor(completion))
                return {}
            }.map { FeedPage(images: $0, origin: .network) })
        let footer = LoadMoreCellController(callback: { adapter.loadResource() }, cancel: { adapter.cancelLoad() })
        adapter.presenter = LoadResourcePresenter(
            resourceView: FeedViewAdapter(
                screen: screen, currentDate: currentDate, server: server, list: list, isNextPage: true),
            loadingView: WeakRefVirtualProxy(footer),
            errorView: WeakRefVirtualProxy(footer),
            server: server,
            mapper: { $0 }
        )
        return footer
    }
}
