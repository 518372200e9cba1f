import FeedFeature
import FeedPresentation
import FeedScreens
import Foundation
import ResourceLoading

/// Turns pages of the feed into the cells of the list screen: one cell per image, wired to load
/// its image and to open its comments, and a footer that loads the next page.
///
/// The adapters of one list's pages share the cells made so far, which each page adds to, so a
/// cell is made once per image: the screen sees the same cells grow instead of a new list, and an
/// image that already loaded is not loaded again. The cells are shared, not copied from page to
/// page, and they open comments through one reference to the list's latest images, not through a
/// copy of the images each page had: a hundred `more`s keep one list of cells and one of images,
/// not a hundred of each. The first page's adapter starts a new table each
/// time it shows a page (a refresh replaces the list).
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
        let list = self.list ?? FeedList(selection: selection)
        let previous = list.images.items
        var cells = [CellController]()
        cells.reserveCapacity(page.items.count)
        for (index, image) in page.items.enumerated() {
            let isShownAlready = index < list.cells.count && previous[index].id == image.id
            cells.append(isShownAlready ? list.cells[index] : cell(for: image, selection: list.select))
        }
        list.images.items = page.items
        list.cells = cells
        screen.display(cells, footer: footer(loadingMoreOf: page, in: list, on: screen))
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

    private func cell(for image: FeedImage, selection: @escaping (Int) -> Void) -> FeedImageCellController {
        let adapter = ScheduledImagePresentationAdapter(
            address: image.address, imageLoader: imageLoader, scheduler: imageScheduler)
        let cell = FeedImageCellController(
            viewModel: FeedImagePresenter.map(image), delegate: adapter, selection: selection)
        adapter.cell = cell
        return cell
    }
}

/// One list of the feed as its pages arrive: the images so far, which the cells' one selection
/// closure reads (item `number` is the list's image there), and their cells, position by position.
/// A next page holds the images so far and then its own, so a cell is reused where its image still
/// stands; the array is the one the screen holds, not a second table (a dictionary of a hundred
/// thousand cells by id was 6 MB). The images live in a box of their own: the cells hold the
/// closure, and the closure would hold the cells through this list if it held the list.
@MainActor
private final class FeedList {
    final class Images {
        var items = [FeedImage]()
    }

    var cells = [CellController]()
    let images = Images()
    let select: (Int) -> Void

    init(selection: @escaping @MainActor (FeedImage, _ itemNumber: Int) -> Void) {
        select = { [images] number in
            if images.items.indices.contains(number - 1) { selection(images.items[number - 1], number) }
        }
    }
}
