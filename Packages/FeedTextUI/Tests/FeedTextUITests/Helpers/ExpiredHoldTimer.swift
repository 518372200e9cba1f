import FeedScreens

/// A hold timer whose wait is over as soon as it starts: the screen shows its items at once, their
/// images as they are then, as a person sees them once the wait for a slow picture is over.
final class ExpiredHoldTimer: ItemHoldTimer {
    weak var screen: ListScreen?

    func start() { screen?.holdExpired() }
    func cancel() {}
}
