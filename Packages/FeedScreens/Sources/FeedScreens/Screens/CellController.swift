/// One entry of a list screen. The screen numbers its entries; that number is how the entry is
/// shown and what the user types to act on it.
public protocol CellController: AnyObject {
    /// What this entry shows now.
    var content: ListItem.Content { get }

    /// False while what the entry shows is still loading (a feed item's image): the screen holds
    /// the entry back, for a while, so that it can be shown whole.
    var isSettled: Bool { get }

    /// The entry is about to be shown: it may start loading what it shows, and reports through
    /// `context` when that settles (`settled`) and, once shown, any later change.
    func willDisplay(in context: CellContext)

    /// The screen's front has shown this entry, numbered and aligned as `context` says (the list
    /// may have grown since `willDisplay`): changes from now on are reported on their own, so.
    func didDisplay(in context: CellContext)

    /// The screen no longer shows this entry: whatever it started must stop.
    func didEndDisplaying()

    /// The screen is shown again after another, this entry still on it (above, in the scrollback):
    /// whatever leaving stopped starts again, reporting its changes through `context` on their own.
    func didReturn(in context: CellContext)

    /// The user stopped what is loading; the entry stays on screen and says so.
    func stopLoading()

    /// The user asked to retry whatever failed in this entry, which reports its changes through
    /// `context` from now on (its lines may have scrolled away). Returns false if nothing can be.
    func retry(in context: CellContext) -> Bool

    /// The user chose this entry, to open what belongs to it. Returns false if nothing does.
    func select(in context: CellContext) -> Bool

    /// The user asked to see this entry's picture at the terminal's size. Returns false if it has
    /// none.
    func view(in context: CellContext) -> Bool

    /// What the screen may keep instead of this entry once it is shown, to make it again from its
    /// `CellSource`; nil while the entry itself must be kept (loading, say).
    var releasedForm: ReleasedCell? { get }
}

extension CellController {
    public var isSettled: Bool { true }
    public func willDisplay(in context: CellContext) {}
    public func didDisplay(in context: CellContext) {}
    public func didEndDisplaying() {}
    public func didReturn(in context: CellContext) {}
    public func stopLoading() {}
    public func retry(in context: CellContext) -> Bool { false }
    public func select(in context: CellContext) -> Bool { false }
    public func view(in context: CellContext) -> Bool { false }
    public var releasedForm: ReleasedCell? { nil }
}

/// Where a cell stands on its screen, and the front it reports changes to.
public struct CellContext {
    public let number: Int
    public let listCount: Int
    let renderer: ScreenRenderer
    /// Tells the screen that an entry it holds back has settled and can be shown now.
    let settled: () -> Void
    /// Tells the screen that an entry it has shown has settled since: it may let go of its cell.
    let settledOnScreen: () -> Void

    public init(
        number: Int, listCount: Int, renderer: ScreenRenderer, settled: @escaping () -> Void = {},
        settledOnScreen: @escaping () -> Void = {}
    ) {
        self.number = number
        self.listCount = listCount
        self.renderer = renderer
        self.settled = settled
        self.settledOnScreen = settledOnScreen
    }
}
