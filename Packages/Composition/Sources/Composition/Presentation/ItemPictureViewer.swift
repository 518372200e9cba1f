import FeedFeature
import FeedPresentation
import FeedScreens
import Foundation
import ResourceLoading

/// `view N`: loads an item's image drawn at the terminal's size (from the cache when it has it)
/// and reports it to the front as the item's view, loading and then as it settled. One view at a
/// time: a new one stops the one still loading, whose picture would only come after it.
@MainActor
final class ItemPictureViewer {
    private typealias PresentationAdapter = LoadResourcePresentationAdapter<LoadedImage, ItemPictureViewAdapter>

    private let imageLoader: @MainActor (URL) -> ResourceLoad<LoadedImage>
    private let renderer: ScreenRenderer
    /// The last view asked for; cancelling it once it has settled does nothing.
    private var inFlight: PresentationAdapter?

    init(imageLoader: @escaping @MainActor (URL) -> ResourceLoad<LoadedImage>, renderer: ScreenRenderer) {
        self.imageLoader = imageLoader
        self.renderer = renderer
    }

    func view(_ image: FeedImage, itemNumber: Int, listCount: Int) {
        inFlight?.cancelLoad()
        let view = ItemPictureViewAdapter(
            item: (itemNumber, listCount, FeedImagePresenter.map(image)), renderer: renderer)
        let presentation = PresentationAdapter(load: imageLoader(image.url))
        presentation.presenter = LoadResourcePresenter(
            resourceView: view, loadingView: view, errorView: view, mapper: { $0 })
        inFlight = presentation
        presentation.loadResource()
    }
}
