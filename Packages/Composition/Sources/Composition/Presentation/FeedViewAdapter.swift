import FeedFeature
import FeedPresentation
import FeedScreens
import Foundation
import ResourceLoading

/// Turns pages of the feed into the list screen's entries (a `FeedList` of the images, and a
/// footer that loads the next page). The adapters of one list's pages share its `FeedList`, which
/// each page grows, so an image already loaded is not loaded again; the first page's adapter starts
/// a new one each time it shows a page (a refresh replaces the list).
@MainActor
final class FeedViewAdapter: @preconcurrency ResourceView {
    private typealias LoadMoreAdapter = LoadResourcePresentationAdapter<Paginated<FeedImage>, FeedViewAdapter>

    private weak var screen: ListScreen?
    private let imageLoader: @MainActor (URL) -> ResourceLoad<LoadedImage>
    private let imageScheduler: LoadScheduler
    private let selection: @MainActor (FeedImage, _ itemNumber: Int) -> Void
    private let viewing: @MainActor (FeedImage, _ itemNumber: Int, _ listCount: Int) -> Void
    /// Nil for the first page's adapter, which starts a list.
    private let list: FeedList?

    init(
        screen: ListScreen,
        imageLoader: @escaping @MainActor (URL) -> ResourceLoad<LoadedImage>,
        imageScheduler: LoadScheduler,
        selection: @escaping @MainActor (FeedImage, _ itemNumber: Int) -> Void,
        viewing: @escaping @MainActor (FeedImage, _ itemNumber: Int, _ listCount: Int) -> Void = { _, _, _ in },
        list: FeedList? = nil
    ) {
        self.screen = screen
        self.imageLoader = imageLoader
        self.imageScheduler = imageScheduler
        self.selection = selection
        self.viewing = viewing
        self.list = list
    }

    func display(_ page: Paginated<FeedImage>) {
        guard let screen else { return }
        let list =
            self.list.flatMap { $0.isContinued(by: page.items) ? $0 : nil }
            ?? FeedList(
                imageLoader: imageLoader, imageScheduler: imageScheduler, selection: selection, viewing: viewing)
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
            resourceView: FeedViewAdapter(
                screen: screen, imageLoader: imageLoader, imageScheduler: imageScheduler, selection: selection,
                viewing: viewing, list: list),
            loadingView: WeakRefVirtualProxy(footer),
            errorView: WeakRefVirtualProxy(footer),
            mapper: { $0 }
        )
        return footer
    }
}
