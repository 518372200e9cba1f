import FeedFeature
import FeedPresentation
import FeedScreens
import Foundation
import ResourceLoading

/// `view N`: loads an item's image drawn at the terminal's size (from the cache when it has it)
/// and reports it to the front as the item's view, loading and then as it settled. One view at a
/// time: a new one stops the one still loading, whose picture would only come after it, so the
/// viewer is the view of the one item it loads.
@MainActor
final class ItemPictureViewer: @preconcurrency ResourceView, @preconcurrency ResourceLoadingView,
    @preconcurrency ResourceErrorView
{
    typealias ResourceViewModel = LoadedImage

    private typealias PresentationAdapter = LoadResourcePresentationAdapter<
        LoadedImage, WeakRefVirtualProxy<ItemPictureViewer>
    >

    private let makePictureLoad: @MainActor (URL) -> ResourceLoad<LoadedImage>
    private let renderer: ScreenRenderer
    /// The last view asked for; cancelling it once it has settled does nothing.
    private var inFlight: PresentationAdapter?
    private var item: (number: Int, listCount: Int, viewModel: FeedImageViewModel)?

    init(makePictureLoad: @escaping @MainActor (URL) -> ResourceLoad<LoadedImage>, renderer: ScreenRenderer) {
        self.makePictureLoad = makePictureLoad
        self.renderer = renderer
    }

    func view(_ image: FeedImage, itemNumber: Int, listCount: Int) {
        inFlight?.cancelLoad()
        item = (itemNumber, listCount, FeedImagePresenter.map(image))
        let presentation = PresentationAdapter(load: makePictureLoad(image.url))
        presentation.presenter = LoadResourcePresenter(
            resourceView: WeakRefVirtualProxy(self), loadingView: WeakRefVirtualProxy(self),
            errorView: WeakRefVirtualProxy(self), mapper: { $0 })
        inFlight = presentation
        presentation.loadResource()
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
        guard let item else { return }
        let listItem = ListItem(number: item.number, content: .image(item.viewModel, state))
        renderer.render(.itemView(listItem, listCount: item.listCount))
    }
}
