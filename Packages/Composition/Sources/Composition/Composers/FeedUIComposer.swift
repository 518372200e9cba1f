import FeedFeature
import FeedPresentation
import FeedScreens
import Foundation
import ResourceLoading

@MainActor
enum FeedUIComposer {
    /// Builds the feed screen. Both loads must deliver on the main queue; so must the pages'
    /// `loadMore`. `makeThumbnailLoad` makes an image's whole recipe, given the image's address, turns and
    /// all (`FeedLoads.makeThumbnailLoad`): each cell asks it for its image. `selection` is
    /// called with the image whose item the user opens, `viewing` with the one whose picture the
    /// user views (`view N`); `currentDate` ages an offline copy of the
    /// feed. Items wait for their images in order, as long as `holdTimer` lets them (nil: until
    /// each settles), and no further than `space` has room while a picture is still pending. A
    /// page's failure to connect names `server`. The first page's first items are shown as
    /// `firstItems` hands them on, before the page is whole.
    static func feedComposedWith(
        feedLoad: ResourceLoad<FeedPage>,
        makeThumbnailLoad: @escaping @MainActor (_ address: String) -> ResourceLoad<LoadedImage>,
        selection: @escaping @MainActor (FeedImage, _ itemNumber: Int) -> Void = { _, _ in },
        viewing: @escaping @MainActor (FeedImage, _ itemNumber: Int, _ listCount: Int) -> Void = { _, _, _ in },
        currentDate: @escaping () -> Date = Date.init,
        isNew: @escaping @MainActor (FeedImage) -> Bool = { _ in false },
        firstItems: FirstItemsArrival? = nil,
        holdTimer: RestartableTimer? = nil,
        space: ScreenSpace? = nil,
        server: String? = nil,
        renderer: ScreenRenderer
    ) -> ListScreen {
        let adapter = LoadResourcePresentationAdapter<FeedPage, FeedViewAdapter>(load: feedLoad)
        let screen = ListScreen(title: FeedPresenter.title, renderer: renderer, holdTimer: holdTimer, space: space)
        screen.keepsNumbers = true
        holdTimer?.onExpire = { [weak screen] in screen?.holdExpired() }
        screen.onRefresh = { adapter.loadResource() }
        screen.onStop = { adapter.cancelLoad() }
        let viewAdapter = FeedViewAdapter(
            screen: screen, currentDate: currentDate, server: server,
            list: FeedList(makeThumbnailLoad: makeThumbnailLoad, selection: selection, viewing: viewing, isNew: isNew))
        firstItems?.onArrival = { [weak viewAdapter] in viewAdapter?.displayArriving($0) }
        adapter.presenter = LoadResourcePresenter(
            resourceView: viewAdapter,
            loadingView: WeakRefVirtualProxy(screen),
            errorView: viewAdapter,
            server: server,
            mapper: { $0 }
        )
        return screen
    }
}
