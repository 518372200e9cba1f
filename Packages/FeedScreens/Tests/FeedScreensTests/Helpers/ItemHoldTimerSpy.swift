import FeedScreens

/// A hold timer the test lets expire by hand, recording how the screen uses it.
final class ItemHoldTimerSpy: ItemHoldTimer {
    enum Message: Equatable {
        case start
        case cancel
    }

    private(set) var messages = [Message]()
    private(set) var isRunning = false
    /// The screen it times, told when the wait expires.
    weak var screen: ListScreen?

    func start() {
        messages.append(.start)
        isRunning = true
    }

    func cancel() {
        messages.append(.cancel)
        isRunning = false
    }

    func expire() {
        isRunning = false
        screen?.holdExpired()
    }
}
