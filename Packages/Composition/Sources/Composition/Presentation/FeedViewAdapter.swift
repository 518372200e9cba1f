import FeedFeature
import FeedPresentation
import FeedScreens
import ResourceLoading

/// Turns pages of the feed into the list screen's entries (a `FeedList` of the images, and a
/// footer that loads the next page). The adapters of one list's pages share its `FeedList`, which
/// each page grows, so an image already loaded is not loaded again; the first page's adapter starts
/// a new one each time it shows a page (a refresh replaces the list).
@MainActor
final class FeedViewAdapter: @preconcurrency ResourceView {
    private typealias LoadMoreAdapter = LoadResourcePresentationAdapter<Paginated<FeedImage>, FeedViewAdapter>

    private weak var screen: ListScreen?
    /// A new list of images, with their loads, for a first page or a refresh.
    private let newList: @MainActor () -> FeedList
    /// Nil for the first page's adapter, which starts a list.
    private let list: FeedList?

    init(screen: ListScreen, newList: @escaping @MainActor () -> FeedList, list: FeedList? = nil) {
        self.screen = screen
        self.newList = newList
        self.list = list
    }

    func display(_ page: Paginated<FeedImage>) {
        guard let screen else { return }
        let list = self.list.flatMap { $0.isContinued(by: page.items) ? $0 : nil } ?? newList()
        list.images.items = page.items
        screen.display(list, footer: footer(loadingMoreOf: page, in: list, on: screen))
    }

    private func footer(loadingMoreOf page: Paginated<FeedImage>, in list: FeedList, on screen: ListScreen)
        -> LoadMoreCellController
    {
        guard let loadMore = page.loadMore else { return LoadMoreCellController(callback: nil) }

        let adapter = LoadMoreAdapter(
            load: ResourceLoad { completion in
                loadMore(MainQueue.onMainActor(completion))
                return {}
            })
        let footer = LoadMoreCellController(callback: { adapter.loadResource() }, cancel: { adapter.cancelLoad() })
        adapter.presenter = LoadResourcePresenter(
            resourceView: FeedViewAdapter(screen: screen, newList: newList, list: list),
            loadingView: WeakRefVirtualProxy(footer),
            errorView: WeakRefVirtualProxy(footer),
            mapper: { $0 }
        )
        return footer
    }
}
