import FeedFeature
import FeedPresentation
import FeedScreens
import Foundation

@MainActor
enum CommentsUIComposer {
    /// Builds the comments screen of one image. `commentsLoader` must deliver on the main queue.
    /// Leaving the screen cancels a load still in flight.
    static func commentsComposedWith(
        commentsLoader: ResourceLoad<[ImageComment]>,
        currentDate: @escaping () -> Date = Date.init,
        renderer: ScreenRenderer
    ) -> ListScreen {
        let adapter = LoadResourcePresentationAdapter<[ImageComment], CommentsViewAdapter>(load: commentsLoader)
        let screen = ListScreen(title: ImageCommentsPresenter.title, renderer: renderer)
        screen.onRefresh = { adapter.loadResource() }
        screen.onHide = { adapter.cancelLoad() }
        adapter.presenter = LoadResourcePresenter(
            resourceView: CommentsViewAdapter(screen: screen),
            loadingView: WeakRefVirtualProxy(screen),
            errorView: WeakRefVirtualProxy(screen),
            mapper: { comments in ImageCommentsPresenter.map(comments, currentDate: currentDate()) }
        )
        return screen
    }
}
