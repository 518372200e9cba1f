import FeedPresentation

/// Shows one comment: its number, who wrote it and when, then the message on the line below.
public final class ImageCommentCellController: CellController {
    private let viewModel: ImageCommentViewModel

    public init(viewModel: ImageCommentViewModel) {
        self.viewModel = viewModel
    }

    public func lines(in context: CellContext) -> [String] {
        let style = context.style
        let author = style.emphasis(UntrustedText.shown(viewModel.username))
        let date = style.secondary("· " + TerminalTextSanitizer.sanitize(viewModel.date))
        return [
            style.emphasis(context.label) + author + " " + date,
            context.indent + UntrustedText.shown(viewModel.message),
        ]
    }
}
