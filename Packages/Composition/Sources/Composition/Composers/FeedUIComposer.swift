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
    /// page's failure to connect names `server`.
    static func feedComposedWith(
        feedLoad: ResourceLoad<FeedPage>,
        makeThumbnailLoad: @escaping @MainActor (_ address: String) -> ResourceLoad<LoadedImage>,
        selection: @escaping @MainActor (FeedImage, _ itemNumber: Int) -> Void = { _, _ in },
        viewing: @escaping @MainActor (FeedImage, _ itemNumber: Int, _ listCount: Int) -> Void = { _, _, _ in },
        currentDate: @escaping () -> Date = Date.init,
        isNew: @escaping @MainActor (FeedImage) -> Bool = { _ in false },
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
        adapter.presenter = LoadResourcePresenter(
            resourceView: FeedViewAdapter(
                screen: screen, currentDate: currentDate, server: server,
                list: FeedList(
                    makeThumbnailLoad: makeThumbnailLoad, selection: selection, viewing: viewing, isNew: isNew)),
            loadingView: WeakRefVirtualProxy(screen),
            errorView: WeakRefVirtualProxy(screen),
            server: server,
            mapper: { $0 }
        )
        return screen
    }
}
