import FeedFeature
import FeedScreens
import ResourceLoading

/// Opens an image's comments over the screen in front. Made before the navigator it pushes onto,
/// as the navigator's root (the feed) opens comments through it: the navigator is handed to it
/// once made, and held weakly, as it holds the feed that holds this.
@MainActor
final class CommentsRoute {
    weak var navigator: ScreenNavigator?
    private let loads: FeedLoads
    private let renderer: ScreenRenderer

    init(loads: FeedLoads, renderer: ScreenRenderer) {
        self.loads = loads
        self.renderer = renderer
    }

    func show(_ image: FeedImage, itemNumber: Int) {
        navigator?.push(
            CommentsUIComposer.commentsComposedWith(
                commentsLoader: loads.makeCommentsLoader(for: image), item: (itemNumber, image), renderer: renderer))
    }
}
