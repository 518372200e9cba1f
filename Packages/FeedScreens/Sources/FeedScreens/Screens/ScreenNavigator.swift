/// The screens the user moved through, like a navigation controller: the feed at the root, and at
/// most a few screens pushed over it (an image's comments). Commands act on the top screen.
public final class ScreenNavigator {
    private let renderer: ScreenRenderer
    private var screens: [ListScreen]

    public init(root: ListScreen, renderer: ScreenRenderer) {
        self.screens = [root]
        self.renderer = renderer
    }

    public var current: ListScreen { screens[screens.count - 1] }

    public func push(_ screen: ListScreen) {
        current.hide()
        screens.append(screen)
        screen.show()
    }

    /// Leaves the top screen for the one under it, which shows again as it was.
    public func back() {
        guard screens.count > 1 else { return renderer.render(.notice(.alreadyAtRoot)) }
        screens.removeLast().hide()
        current.showAgain()
    }
}
