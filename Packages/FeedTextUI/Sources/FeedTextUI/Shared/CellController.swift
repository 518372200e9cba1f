/// One entry of a list screen. The screen numbers its entries; a cell only knows how to show
/// itself given that number, which is also what the user types to act on it.
public protocol CellController {
    func lines(number: Int, numberWidth: Int, style: TextStyle) -> [String]
}
