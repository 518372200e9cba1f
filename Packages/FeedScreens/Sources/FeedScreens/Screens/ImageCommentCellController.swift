import FeedPresentation

/// One comment: who wrote it, when, and what.
public final class ImageCommentCellController: CellController {
    private let viewModel: ImageCommentViewModel

    public init(viewModel: ImageCommentViewModel) {
        self.viewModel = viewModel
    }

    public var content: ListItem.Content { .comment(viewModel) }
}
