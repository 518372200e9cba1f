/// Opens the screen for an item the user selects (an image's comments) over the screen in front.
/// Made before the navigator it pushes onto, as the navigator's root opens screens through it: the
/// navigator is handed to it once made, and held weakly, as it holds the root that holds this.
public final class SelectionRoute<Selection> {
    public weak var navigator: ScreenNavigator?
    private let makeScreen: (Selection) -> ListScreen

    public init(makeScreen: @escaping (Selection) -> ListScreen) {
        self.makeScreen = makeScreen
    }

    public func show(_ selection: Selection) {
        navigator?.push(makeScreen(selection))
    }
}
