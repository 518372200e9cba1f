import FeedPresentation
import FeedTextUI

/// Turns the feed's view model into the cells of the list screen.
final class FeedViewAdapter: ResourceView {
    private weak var screen: ListScreen?

    init(screen: ListScreen) {
        self.screen = screen
    }

    func display(_ viewModel: FeedViewModel) {
        screen?.display(
            viewModel.feed.map { image in
                FeedImageCellController(viewModel: FeedImagePresenter.map(image))
            })
    }
}
