import FeedPresentation
import FeedScreens

/// A feed list that makes its items' cells when a screen asks, and records each cell it made: for
/// which entry, from what was kept of it, and what the cell asked of its image loader. It keeps
/// the cells weakly: whether one is alive says whether the screen kept it.
final class CellSourceSpy: CellSource {
    final class Made {
        let index: Int
        let released: ReleasedCell?
        let images = ImageLoadSpy()
        weak var cell: FeedImageCellController?

        init(index: Int, released: ReleasedCell?) {
            self.index = index
            self.released = released
        }
    }

    var descriptions: [String]
    private(set) var made = [Made]()
    private(set) var selected = [Int]()

    init(_ descriptions: [String]) {
        self.descriptions = descriptions
    }

    var count: Int { descriptions.count }

    func cell(at index: Int, released: ReleasedCell?) -> CellController {
        let made = Made(index: index, released: released)
        let cell = FeedImageCellController(
            viewModel: FeedImageViewModel(description: descriptions[index], location: nil), delegate: made.images,
            selection: { [weak self] in self?.selected.append($0) }, released: released)
        made.cell = cell
        made.images.onRequest = { [weak cell] in cell?.display(ResourceLoadingViewModel(isLoading: true)) }
        self.made.append(made)
        return cell
    }

    /// The cells made for entry `index`, oldest first.
    func made(at index: Int) -> [Made] {
        made.filter { $0.index == index }
    }

    /// The cells still alive, by entry.
    var aliveIndices: [Int] {
        made.filter { $0.cell != nil }.map(\.index)
    }
}
