import FeedPresentation
import FeedScreens

final class CommentsViewAdapter: ResourceView {
    private weak var screen: ListScreen?

    init(screen: ListScreen) {
        self.screen = screen
    }

    func display(_ viewModel: ImageCommentsViewModel) {
        screen?.display(viewModel.comments.map(ImageCommentCellController.init))
    }
}
