import FeedFeature
import FeedPresentation
import FeedScreens
import Foundation
import ResourceLoading

/// Turns pages of the feed into the list screen's entries: where the page came from (aged by
/// `currentDate`, so an offline copy is named before its items), a `FeedList` of the images, and a
/// footer that loads the next page. The adapters of one list's pages share its `FeedList`, which
/// each page grows, so an image already loaded is not loaded again; the first page's adapter starts
/// a new one each time it shows a page (a refresh replaces the list).
@MainActor
final class FeedViewAdapter: @preconcurrency ResourceView {
    private typealias LoadMoreAdapter = LoadResourcePresentationAdapter<FeedPage, FeedViewAdapter>

    private weak var screen: ListScreen?
    private let currentDate: () -> Date
    /// Named when a page fails to connect.
    private let server: String?
    /// A new list of images, with their loads, for a first page or a refresh.
    private let newList: @MainActor () -> FeedList
    /// Nil for the first page's adapter, which starts a list.
    private let list: FeedList?

    init(
        screen: ListScreen, currentDate: @escaping () -> Date, server: String? = nil,
        newList: @escaping @MainActor () -> FeedList, list: FeedList? = nil
    ) {
        self.screen = screen
        self.currentDate = currentDate
        self.server = server
        self.newList = newList
        self.list = list
    }

    func display(_ page: FeedPage) {
        guard let screen else { return }
        screen.display(FeedOriginPresenter.map(page.origin, currentDate: currentDate()))
        let list = self.list.flatMap { $0.isContinued(by: page.images.items) ? $0 : nil } ?? newList()
        list.images.items = page.images.items
        screen.display(list, footer: footer(loadingMoreOf: page.images, in: list, on: screen))
    }

    /// A next page comes from the network only: it says so, which leaves the screen as it was.
    private func footer(loadingMoreOf page: Paginated<FeedImage>, in list: FeedList, on screen: ListScreen)
        -> LoadMoreCellController
    {
        guard let loadMore = page.loadMore else { return LoadMoreCellController(callback: nil) }

        let adapter = LoadMoreAdapter(
            load: ResourceLoad { completion in
                loadMore(MainQueue.onMainActor(completion))
                return {}
            }.map { FeedPage(images: $0, origin: .network) })
        let footer = LoadMoreCellController(callback: { adapter.loadResource() }, cancel: { adapter.cancelLoad() })
        adapter.presenter = LoadResourcePresenter(
            resourceView: FeedViewAdapter(
                screen: screen, currentDate: currentDate, server: server, newList: newList, list: list),
            loadingView: WeakRefVirtualProxy(footer),
            errorView: WeakRefVirtualProxy(footer),
            server: server,
            mapper: { $0 }
        )
        return footer
    }
}
