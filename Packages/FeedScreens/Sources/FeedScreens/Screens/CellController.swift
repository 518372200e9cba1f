/// One entry of a list screen. The screen numbers its entries; that number is how the entry is
/// shown and what the user types to act on it.
public protocol CellController: AnyObject {
    /// What this entry shows now.
    var content: ListItem.Content { get }

    /// The screen is about to show this entry: a cell may start loading what it shows, and may
    /// report later changes through `context`.
    func willDisplay(in context: CellContext)

    /// The screen's front has shown this entry: changes from now on are reported on their own.
    func didDisplay()

    /// The screen no longer shows this entry: whatever it started must stop.
    func didEndDisplaying()

    /// The user stopped what is loading; the entry stays on screen.
    func stopLoading()

    /// The user asked to retry whatever failed in this entry, which reports its changes through
    /// `context` from now on (its lines may have scrolled away). Returns false if nothing can be.
    func retry(in context: CellContext) -> Bool

    /// The user chose this entry, to open what belongs to it. Returns false if nothing does.
    func select(in context: CellContext) -> Bool
}

extension CellController {
    public func willDisplay(in context: CellContext) {}
    public func didDisplay() {}
    public func didEndDisplaying() {}
    public func stopLoading() {}
    public func retry(in context: CellContext) -> Bool { false }
    public func select(in context: CellContext) -> Bool { false }
}

/// Where a cell stands on its screen, and the front it reports changes to.
public struct CellContext {
    public let number: Int
    public let listCount: Int
    let renderer: ScreenRenderer

    public init(number: Int, listCount: Int, renderer: ScreenRenderer) {
        self.number = number
        self.listCount = listCount
        self.renderer = renderer
    }
}
