/// One entry of a list screen. The screen numbers its entries; that number is how the entry is
/// shown and what the user types to act on it.
public protocol CellController: AnyObject {
    /// The lines that show this entry now.
    func lines(in context: CellContext) -> [String]

    /// The screen is about to show this entry: a cell may start loading what it shows, and may
    /// report later changes through `context`.
    func willDisplay(in context: CellContext)

    /// The screen no longer shows this entry: whatever it started must stop.
    func didEndDisplaying()

    /// The user asked to retry whatever failed in this entry. Returns false if nothing can be.
    func retry() -> Bool

    /// The user chose this entry, to open what belongs to it. Returns false if nothing does.
    func select() -> Bool
}

extension CellController {
    public func willDisplay(in context: CellContext) {}
    public func didEndDisplaying() {}
    public func retry() -> Bool { false }
    public func select() -> Bool { false }
}

/// Where a cell stands on its screen, and how it writes.
public struct CellContext {
    public let number: Int
    let numberWidth: Int
    let output: TextOutput
    let style: TextStyle

    /// The number as it opens a cell's first line, right-aligned with the screen's other numbers.
    var label: String {
        String(repeating: " ", count: max(0, numberWidth - String(number).count)) + "\(number). "
    }

    /// Where a cell's further lines start, under the text after its label.
    var indent: String {
        String(repeating: " ", count: label.count)
    }
}
