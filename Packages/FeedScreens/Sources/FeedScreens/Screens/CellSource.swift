/// The cells of a list that a screen makes when it needs them: the entries not shown yet, when they
/// are about to be, and the ones it let go of once shown (`ReleasedCell`) when the user acts on them
/// or the list is shown again. The same source telling of more entries is the same list grown (a
/// next page); another source is another list.
public protocol CellSource: AnyObject {
    /// How many entries the list has.
    var count: Int { get }

    /// The cell of entry `index` (from 0), as `released` left it when the screen let go of one.
    func cell(at index: Int, released: ReleasedCell?) -> CellController
}
