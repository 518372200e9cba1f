import FeedScreens

/// A front's room for more items, set by the test as the highest item number that still fits,
/// recording the places it was told to give up.
final class ScreenSpaceSpy: ScreenSpace {
    enum Message: Equatable {
        case giveUpPendingPlaces
    }

    private(set) var messages = [Message]()
    var roomUpToItem = Int.max

    func hasRoom(for items: [ListItem], listCount: Int) -> Bool {
        (items.last?.number ?? 0) <= roomUpToItem
    }

    func giveUpPendingPlaces() {
        messages.append(.giveUpPendingPlaces)
    }
}
