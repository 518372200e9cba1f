import FeedFeature
import FeedPresentation
import FeedTextUI
import Foundation

@MainActor
enum FeedUIComposer {
    /// Builds the feed screen. Both loaders must deliver on the main queue.
    static func feedComposedWith(
        feedLoader: @escaping ResourceLoad<[FeedImage]>,
        imageLoader: @escaping @MainActor (URL) -> ResourceLoad<Data>,
        output: TextOutput,
        style: TextStyle
    ) -> ListScreen {
        let adapter = LoadResourcePresentationAdapter<[FeedImage], FeedViewAdapter>(load: feedLoader)
        let screen = ListScreen(title: FeedPresenter.title, output: output, style: style)
        screen.onRefresh = { adapter.loadResource() }
        adapter.presenter = LoadResourcePresenter(
            resourceView: FeedViewAdapter(screen: screen, imageLoader: imageLoader),
            loadingView: WeakRefVirtualProxy(screen),
            errorView: WeakRefVirtualProxy(screen),
            mapper: FeedPresenter.map
        )
        return screen
    }
}
