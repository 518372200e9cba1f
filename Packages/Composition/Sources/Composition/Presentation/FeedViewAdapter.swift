import FeedFeature
import FeedPresentation
import FeedScreens
import Foundation
import ResourceLoading

/// Turns pages of the feed into the cells of the list screen: one cell per image, wired to load
/// its image and to open its comments, and a footer that loads the next page.
///
/// Each page's adapter hands the cells made so far to the adapter of the next page, so a cell is
/// made once per image: the screen sees the same cells grow instead of a new list, and an image
/// that already loaded is not loaded again.
@MainActor
final class FeedViewAdapter: ResourceView {
    private typealias LoadMoreAdapter = LoadResourcePresentationAdapter<Paginated<FeedImage>, FeedViewAdapter>

    private weak var screen: ListScreen?
    private let imageLoader: @MainActor (URL) -> ResourceLoad<LoadedImage>
    private let imageScheduler: LoadScheduler
    private let selection: @MainActor (FeedImage, _ itemNumber: Int) -> Void
    private let currentFeed: [UUID: FeedImageCellController]

    init(
        screen: ListScreen,
        imageLoader: @escaping @MainActor (URL) -> ResourceLoad<LoadedImage>,
        imageScheduler: LoadScheduler,
        selection: @escaping @MainActor (FeedImage, _ itemNumber: Int) -> Void,
        currentFeed: [UUID: FeedImageCellController] = [:]
    ) {
        self.screen = screen
        self.imageLoader = imageLoader
        self.imageScheduler = imageScheduler
        self.selection = selection
        self.currentFeed = currentFeed
    }

    nonisolated func display(_ page: Paginated<FeedImage>) {
        MainActor.assumeIsolated { show(page) }
    }

    private func show(_ page: Paginated<FeedImage>) {
        guard let screen else { return }
        var feed = currentFeed
        feed.reserveCapacity(page.items.count)
        // One closure for the page, not one per cell: item `number` is the page's image there.
        let select: (Int) -> Void = { [selection, images = page.items] number in
            if images.indices.contains(number - 1) { selection(images[number - 1], number) }
        }
        let cells = page.items.map { image in
            let cell = feed[image.id] ?? cell(for: image, selection: select)
            feed[image.id] = cell
            return cell
        }
        screen.display(cells, footer: footer(loadingMoreOf: page, after: feed, on: screen))
    }

    private func footer(
        loadingMoreOf page: Paginated<FeedImage>,
        after feed: [UUID: FeedImageCellController],
        on screen: ListScreen
    ) -> LoadMoreCellController {
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
                currentFeed: feed),
            loadingView: WeakRefVirtualProxy(footer),
            errorView: WeakRefVirtualProxy(footer),
            mapper: { $0 }
        )
        return footer
    }

    private func cell(for image: FeedImage, selection: @escaping (Int) -> Void) -> FeedImageCellController {
        let adapter = ScheduledImagePresentationAdapter(
            url: image.url, imageLoader: imageLoader, scheduler: imageScheduler)
        let cell = FeedImageCellController(
            viewModel: FeedImagePresenter.map(image),
            delegate: adapter,
            selection: selection
        )
        adapter.cell = cell
        return cell
    }
}
