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
    /// Set: each image fails as soon as it is asked for, as every load does once a script's time
    /// is up, so a whole list settles within one pass.
    var failsAtOnce = false
    /// The most cells alive at once, counted as each cell is made.
    private(set) var mostAlive = 0

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
        made.images.onRequest = { [weak cell, failsAtOnce] in
            cell?.display(ResourceLoadingViewModel(isLoading: true))
            if failsAtOnce { cell?.display(ResourceErrorViewModel.error(message: "any", reason: "gone")) }
        }
        self.made.append(made)
        mostAlive = max(mostAlive, aliveIndices.count)
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
