import FeedFeature
import FeedPresentation
import FeedScreens
import Foundation
import ResourceLoading

/// Turns pages of the feed into the entries of the list screen: one per image, whose cell loads
/// its image and opens its comments, and a footer that loads the next page.
///
/// The screen gets the feed as a `CellSource` and makes each cell when it needs it, so a hundred
/// thousand images keep a hundred thousand `FeedImage`s, not as many cells with their image
/// loaders. The adapters of one list's pages share one source, which each page grows: the screen
/// sees the same list grow instead of a new one, and an image that already loaded is not loaded
/// again. The first page's adapter starts a new source each time it shows a page (a refresh
/// replaces the list).
@MainActor
final class FeedViewAdapter: ResourceView {
    private typealias LoadMoreAdapter = LoadResourcePresentationAdapter<Paginated<FeedImage>, FeedViewAdapter>

    private weak var screen: ListScreen?
    private let imageLoader: @MainActor (URL) -> ResourceLoad<LoadedImage>
    private let imageScheduler: LoadScheduler
    private let selection: @MainActor (FeedImage, _ itemNumber: Int) -> Void
    /// Nil for the first page's adapter, which starts a list.
    private let list: FeedList?

    convenience init(
        screen: ListScreen,
        imageLoader: @escaping @MainActor (URL) -> ResourceLoad<LoadedImage>,
        imageScheduler: LoadScheduler,
        selection: @escaping @MainActor (FeedImage, _ itemNumber: Int) -> Void
    ) {
        self.init(
            screen: screen, imageLoader: imageLoader, imageScheduler: imageScheduler, selection: selection, list: nil)
    }

    private init(
        screen: ListScreen,
        imageLoader: @escaping @MainActor (URL) -> ResourceLoad<LoadedImage>,
        imageScheduler: LoadScheduler,
        selection: @escaping @MainActor (FeedImage, _ itemNumber: Int) -> Void,
        list: FeedList?
    ) {
        self.screen = screen
        self.imageLoader = imageLoader
        self.imageScheduler = imageScheduler
        self.selection = selection
        self.list = list
    }

    nonisolated func display(_ page: Paginated<FeedImage>) {
        MainActor.assumeIsolated { show(page) }
    }

    private func show(_ page: Paginated<FeedImage>) {
        guard let screen else { return }
        let list =
            self.list.flatMap { $0.isContinued(by: page.items) ? $0 : nil }
            ?? FeedList(imageLoader: imageLoader, imageScheduler: imageScheduler, selection: selection)
        list.images.items = page.items
        screen.display(list, footer: footer(loadingMoreOf: page, in: list, on: screen))
    }

    private func footer(loadingMoreOf page: Paginated<FeedImage>, in list: FeedList, on screen: ListScreen)
        -> LoadMoreCellController
    {
        guard let loadMore = page.loadMore else { return LoadMoreCellController(callback: nil) }

        let adapter = LoadMoreAdapter(
            load: ResourceLoad { completion in
                loadMore(completion)
                return {}
            })
        let footer = LoadMoreCellController(callback: { adapter.loadResource() }, cancel: { adapter.cancelLoad() })
        adapter.presenter = LoadResourcePresenter(
            resourceView: FeedViewAdapter(
                screen: screen, imageLoader: imageLoader, imageScheduler: imageScheduler, selection: selection,
                list: list),
            loadingView: WeakRefVirtualProxy(footer),
            errorView: WeakRefVirtualProxy(footer),
            mapper: { $0 }
        )
        return footer
    }

}

/// One list of the feed as its pages arrive: the images so far, from which it makes the cell of
/// any of them when the screen asks. A next page holds the images so far and then its own. The
/// images live in a box of their own, which the cells' one selection closure reads (item `number`
/// is the list's image there), so a cell does not hold the list.
@MainActor
private final class FeedList: @MainActor CellSource {
    final class Images {
        var items = [FeedImage]()
    }

    let images = Images()
    private let select: (Int) -> Void
    private let imageLoader: @MainActor (URL) -> ResourceLoad<LoadedImage>
    private let imageScheduler: LoadScheduler

    init(
        imageLoader: @escaping @MainActor (URL) -> ResourceLoad<LoadedImage>, imageScheduler: LoadScheduler,
        selection: @escaping @MainActor (FeedImage, _ itemNumber: Int) -> Void
    ) {
        self.imageLoader = imageLoader
        self.imageScheduler = imageScheduler
        select = { [images] number in
            if images.items.indices.contains(number - 1) { selection(images.items[number - 1], number) }
        }
    }

    /// Whether `items` are this list's images and then maybe more (its next page).
    func isContinued(by items: [FeedImage]) -> Bool {
        items.count >= images.items.count && zip(images.items, items).allSatisfy { $0.id == $1.id }
    }

    var count: Int { images.items.count }

    func cell(at index: Int, released: ReleasedCell?) -> CellController {
        makeCell(for: images.items[index], released: released)
    }

    private func makeCell(for image: FeedImage, released: ReleasedCell?) -> FeedImageCellController {
        let adapter = ScheduledImagePresentationAdapter(
            address: image.address, imageLoader: imageLoader, scheduler: imageScheduler)
        let cell = FeedImageCellController(
            viewModel: FeedImagePresenter.map(image), delegate: adapter, selection: select, released: released)
        adapter.cell = cell
        return cell
    }
}
