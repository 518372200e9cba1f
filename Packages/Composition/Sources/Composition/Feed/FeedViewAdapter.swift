import FeedFeature
import FeedPresentation
import FeedTextUI
import Foundation

/// Turns the feed's view model into the cells of the list screen, each wired to load its image.
@MainActor
final class FeedViewAdapter: ResourceView {
    private typealias ImageAdapter = LoadResourcePresentationAdapter<Data, WeakRefVirtualProxy<FeedImageCellController>>

    private weak var screen: ListScreen?
    private let imageLoader: @MainActor (URL) -> ResourceLoad<Data>

    init(screen: ListScreen, imageLoader: @escaping @MainActor (URL) -> ResourceLoad<Data>) {
        self.screen = screen
        self.imageLoader = imageLoader
    }

    nonisolated func display(_ viewModel: FeedViewModel) {
        MainActor.assumeIsolated {
            screen?.display(viewModel.feed.map(cell))
        }
    }

    private func cell(for image: FeedImage) -> FeedImageCellController {
        let adapter = ImageAdapter(load: imageLoader(image.url))
        let cell = FeedImageCellController(viewModel: FeedImagePresenter.map(image), delegate: adapter)
        adapter.presenter = LoadResourcePresenter(
            resourceView: WeakRefVirtualProxy(cell),
            loadingView: WeakRefVirtualProxy(cell),
            errorView: WeakRefVirtualProxy(cell),
            mapper: ImageHeaderReader.read
        )
        return cell
    }
}
