import FeedFeature
import FeedPresentation
import FeedScreens
import Foundation
import ResourceLoading

@MainActor
enum FeedUIComposer {
    /// Builds the feed screen. Both loaders must deliver on the main queue; so must the pages'
    /// `loadMore`. Images load as many at a time as `imageScheduler` lets them. `selection` is
    /// called with the image whose item the user opens, `viewing` with the one whose picture the
    /// user views (`view N`); `currentDate` ages an offline copy of the
    /// feed. Items wait for their images in order, as long as `holdTimer` lets them (nil: until
    /// each settles), and no further than `space` has room while a picture is still pending. A
    /// page's failure to connect names `server`.
    static func feedComposedWith(
        feedLoader: ResourceLoad<FeedPage>,
        imageLoader: @escaping @MainActor (URL) -> ResourceLoad<LoadedImage>,
        imageScheduler: LoadScheduler = LoadScheduler(),
        selection: @escaping @MainActor (FeedImage, _ itemNumber: Int) -> Void = { _, _ in },
        viewing: @escaping @MainActor (FeedImage, _ itemNumber: Int, _ listCount: Int) -> Void = { _, _, _ in },
        currentDate: @escaping () -> Date = Date.init,
        isNew: @escaping @MainActor (FeedImage) -> Bool = { _ in false },
        holdTimer: RestartableTimer? = nil,
        space: ScreenSpace? = nil,
        server: String? = nil,
        renderer: ScreenRenderer
    ) -> ListScreen {
        let adapter = LoadResourcePresentationAdapter<FeedPage, FeedViewAdapter>(load: feedLoader)
        let screen = ListScreen(title: FeedPresenter.title, renderer: renderer, holdTimer: holdTimer, space: space)
        screen.keepsNumbers = true
        holdTimer?.onExpire = { [weak screen] in screen?.holdExpired() }
        screen.onRefresh = { adapter.loadResource() }
        screen.onStop = { adapter.cancelLoad() }
        adapter.presenter = LoadResourcePresenter(
            resourceView: FeedViewAdapter(
                screen: screen, currentDate: currentDate, server: server,
                list: FeedList(
                    imageLoader: imageLoader, imageScheduler: imageScheduler, selection: selection, viewing: viewing,
                    isNew: isNew)),
            loadingView: WeakRefVirtualProxy(screen),
            errorView: WeakRefVirtualProxy(screen),
            server: server,
            mapper: { $0 }
        )
        return screen
    }
}
