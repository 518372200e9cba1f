import FeedFeature
import FeedPresentation
import FeedScreens
import Foundation
import ResourceLoading

@MainActor
enum CommentsUIComposer {
    /// Builds the comments screen of the image shown as item `item.number`, named after it.
    /// `commentsLoad` must deliver on the main queue. Leaving the screen cancels a load still in
    /// flight. Comments come whole: there is no next page. A failure to connect names `server`.
    static func commentsComposedWith(
        commentsLoad: ResourceLoad<[ImageComment]>,
        item: (number: Int, image: FeedImage)? = nil,
        currentDate: @escaping () -> Date = Date.init,
        server: String? = nil,
        renderer: ScreenRenderer
    ) -> ListScreen {
        let adapter = LoadResourcePresentationAdapter<[ImageComment], CommentsViewAdapter>(load: commentsLoad)
        let screen = ListScreen(
            title: item.map { ImageCommentsPresenter.title(forItem: $0.number, of: $0.image) }
                ?? ImageCommentsPresenter.title,
            renderer: renderer)
        screen.promptName = item.map { "comments \($0.number)" }
        screen.isPaged = false
        screen.onRefresh = { adapter.loadResource() }
        screen.onHide = { adapter.cancelLoad() }
        screen.onStop = { adapter.cancelLoad() }
        adapter.presenter = LoadResourcePresenter(
            resourceView: CommentsViewAdapter(screen: screen),
            loadingView: WeakRefVirtualProxy(screen),
            errorView: WeakRefVirtualProxy(screen),
            server: server,
            mapper: { comments in ImageCommentsPresenter.map(comments, currentDate: currentDate()) }
        )
        return screen
    }
}

/// The comments as the screen's cells.
final class CommentsViewAdapter: ResourceView {
    private weak var screen: ListScreen?

    init(screen: ListScreen) {
        self.screen = screen
    }

    func display(_ viewModel: ImageCommentsViewModel) {
        screen?.display(viewModel.comments.map(ImageCommentCellController.init))
    }
}
