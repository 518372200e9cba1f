import FeedPresentation
import FeedScreens

/// The states of a viewed picture as the item's view events.
final class ItemPictureViewAdapter: ResourceView, ResourceLoadingView, ResourceErrorView {
    typealias ResourceViewModel = LoadedImage

    private let item: (number: Int, listCount: Int, viewModel: FeedImageViewModel)
    private let renderer: ScreenRenderer

    init(item: (number: Int, listCount: Int, viewModel: FeedImageViewModel), renderer: ScreenRenderer) {
        self.item = item
        self.renderer = renderer
    }

    func display(_ viewModel: LoadedImage) {
        show(.loaded(viewModel))
    }

    func display(_ viewModel: ResourceLoadingViewModel) {
        if viewModel.isLoading { show(.loading) }
    }

    func display(_ viewModel: ResourceErrorViewModel) {
        if viewModel.message != nil { show(.failed(reason: viewModel.reason)) }
    }

    private func show(_ state: ListItem.ImageState) {
        let listItem = ListItem(number: item.number, content: .image(item.viewModel, state))
        renderer.render(.itemView(listItem, listCount: item.listCount))
    }
}
