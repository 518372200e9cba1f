import FeedFeature
import FeedPresentation
import FeedScreens
import Foundation
import ResourceLoading

/// Turns pages of the feed into the list screen's entries: where the page came from (aged by
/// `currentDate`, so an offline copy is named before its items), the run's one `FeedList` of the
/// images, and a footer that loads the next page. Every page, and every check of the first page
/// (a refresh, a watch), grows that list with the images it does not hold yet, so an item keeps its
/// number for the whole run and an image already loaded is not loaded again. A check says what it
/// found (`displayChecked`); a check that could only find the offline copy says so, and the list
/// stays.
@MainActor
final class FeedViewAdapter: @preconcurrency ResourceView {
    private typealias LoadMoreAdapter = LoadResourcePresentationAdapter<FeedPage, FeedViewAdapter>

    private weak var screen: ListScreen?
    private let currentDate: () -> Date
    /// Named when a page fails to connect.
    private let server: String?
    private let list: FeedList
    /// A next page's adapter: its page is the list's next page, not a check.
    private let isNextPage: Bool
    /// Set while the list shown is the offline copy, which has no next page: a check that reaches
    /// the network then brings the live paging with it.
    private var showsOfflineCopy = false

    init(
        screen: ListScreen, currentDate: @escaping () -> Date, server: String? = nil, list: FeedList,
        isNextPage: Bool = false
    ) {
        self.screen = screen
        self.currentDate = currentDate
        self.server = server
        self.list = list
        self.isNextPage = isNextPage
    }

    func display(_ page: FeedPage) {
        guard let screen else { return }
        let origin = FeedOriginPresenter.map(page.origin, currentDate: currentDate())
        let isOffline = if case .offline = origin { true } else { false }
        guard list.count > 0, !isNextPage else {
            showsOfflineCopy = isOffline
            screen.display(origin)
            list.append(newOf: page.images.items)
            return screen.display(list, footer: footer(loadingMoreOf: page.images, on: screen))
        }
        if case let .offline(offline) = origin {
            return screen.displayCheckFailed(offline)
        }
        screen.display(origin)
        let newItems = list.append(newOf: page.images.items)
        let livePaging = showsOfflineCopy ? footer(loadingMoreOf: page.images, on: screen) : nil
        showsOfflineCopy = false
        screen.displayChecked(list, newItems: newItems, checkedAt: currentDate(), footer: livePaging)
    }

    /// A next page comes from the network only: it says so, which leaves the screen as it was.
    private func footer(loadingMoreOf page: Paginated<FeedImage>, on screen: ListScreen) -> LoadMoreCellController {
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
