import FeedFeature
import FeedPresentation
import FeedScreens
import Foundation
import ResourceLoading

/// The feed's one list for the whole run, as its pages and checks arrive: the images in the order
/// they were first shown, so each keeps its number (its place plus one), of which it makes a cell
/// (with its image's load) only when the screen asks, so a hundred thousand images are kept as
/// `FeedImage`s, not as cells. An image the server no longer lists stays where it was. The images
/// live in a box of their own, which the cells' one selection closure reads, so a cell does not
/// hold the list.
@MainActor
final class FeedList: @MainActor CellSource {
    private typealias ImagePresentationAdapter = LoadResourcePresentationAdapter<
        LoadedImage, WeakRefVirtualProxy<FeedImageCellController>
    >

    final class Images {
        var items = [FeedImage]()
    }

    let images = Images()
    private let select: (Int) -> Void
    private let view: (_ itemNumber: Int, _ listCount: Int) -> Void
    /// The image's whole recipe, given its address (`FeedLoads.makeThumbnailLoad`): an image still
    /// waiting for its turn is its address as text.
    private let makeThumbnailLoad: @MainActor (_ address: String) -> ResourceLoad<LoadedImage>
    /// Whether an image is new since the last run, to be marked so on the run's first page.
    private let isNew: @MainActor (FeedImage) -> Bool

    init(
        makeThumbnailLoad: @escaping @MainActor (_ address: String) -> ResourceLoad<LoadedImage>,
        selection: @escaping @MainActor (FeedImage, _ itemNumber: Int) -> Void,
        viewing: @escaping @MainActor (FeedImage, _ itemNumber: Int, _ listCount: Int) -> Void = { _, _, _ in },
        isNew: @escaping @MainActor (FeedImage) -> Bool = { _ in false }
    ) {
        self.isNew = isNew
        self.makeThumbnailLoad = makeThumbnailLoad
        select = { [images] number in
            if images.items.indices.contains(number - 1) { selection(images.items[number - 1], number) }
        }
        view = { [images] number, listCount in
            if images.items.indices.contains(number - 1) { viewing(images.items[number - 1], number, listCount) }
        }
    }

    /// Adds the images of `items` the list does not hold yet, after the others, in their order;
    /// returns how many. A first page is kept as it came, not copied: a big feed's items are held once.
    @discardableResult
    func append(newOf items: [FeedImage]) -> Int {
        guard !images.items.isEmpty else {
            images.items = items
            return items.count
        }
        var known = Set(images.items.lazy.map(\.id))
        let new = items.filter { known.insert($0.id).inserted }
        images.items += new
        return new.count
    }

    /// Adds the first items of a first page still arriving, after the others, as they came.
    func append(arriving items: [FeedImage]) {
        images.items += items
    }

    /// The whole first page whose first items the list holds from their arrival: kept as it came,
    /// as a first page is. False, and nothing changed, when the page does not start with them.
    func complete(arrivedPage items: [FeedImage]) -> Bool {
        guard items.starts(with: images.items, by: { $0.id == $1.id }) else { return false }
        images.items = items
        return true
    }

    var count: Int { images.items.count }

    func cell(at index: Int, released: ReleasedCell?) -> CellController {
        let image = images.items[index]
        let adapter = ImagePresentationAdapter(load: makeThumbnailLoad(image.address))
        let cell = FeedImageCellController(
            viewModel: FeedImagePresenter.map(image, isNew: isNew(image)), delegate: adapter, selection: select,
            viewing: view,
            released: released)
        adapter.presenter = LoadResourcePresenter(
            resourceView: WeakRefVirtualProxy(cell), loadingView: WeakRefVirtualProxy(cell),
            errorView: WeakRefVirtualProxy(cell), mapper: { $0 })
        return cell
    }
}
