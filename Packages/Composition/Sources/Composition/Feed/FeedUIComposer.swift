import FeedFeature
import FeedPresentation
import FeedScreens
import Foundation

@MainActor
enum FeedUIComposer {
    /// Builds the feed screen. Both loaders must deliver on the main queue; so must the pages'
    /// `loadMore`. `selection` is called with the image whose item the user opens.
    static func feedComposedWith(
        feedLoader: ResourceLoad<Paginated<FeedImage>>,
        imageLoader: @escaping @MainActor (URL) -> ResourceLoad<Data>,
        selection: @escaping @MainActor (FeedImage) -> Void = { _ in },
        renderer: ScreenRenderer
    ) -> ListScreen {
        let adapter = LoadResourcePresentationAdapter<Paginated<FeedImage>, FeedViewAdapter>(load: feedLoader)
        let screen = ListScreen(title: FeedPresenter.title, renderer: renderer)
        screen.onRefresh = { adapter.loadResource() }
        screen.onStop = { adapter.cancelLoad() }
        adapter.presenter = LoadResourcePresenter(
            resourceView: FeedViewAdapter(screen: screen, imageLoader: imageLoader, selection: selection),
            loadingView: WeakRefVirtualProxy(screen),
            errorView: WeakRefVirtualProxy(screen),
            mapper: { $0 }
        )
        return screen
    }
}
