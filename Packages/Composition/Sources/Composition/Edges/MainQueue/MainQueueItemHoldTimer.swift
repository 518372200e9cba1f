import Dispatch
import FeedScreens
import ResourceLoading

/// The wait a person at a terminal gets: a list holds an item whose picture is still loading for
/// at most `seconds` after it got stuck on it, then shows it as it is (the picture follows under
/// a header naming the item). Calls `onExpire` on the main queue, where the screens live.
@MainActor
final class MainQueueItemHoldTimer: ItemHoldTimer {
    /// Long enough for a thumbnail from a near or ordinary server (tens to hundreds of
    /// milliseconds) to arrive with its item; short enough that the text never seems stuck: about
    /// a second is as long as a person waits without losing the thread.
    static let defaultSeconds = 0.75

    var onExpire: (() -> Void)?
    private let seconds: Double
    /// Which start the pending block belongs to: the block of a cancelled or restarted wait does
    /// nothing.
    private var generation = 0
    private var isRunning = false

    init(seconds: Double = MainQueueItemHoldTimer.defaultSeconds) {
        self.seconds = seconds
    }

    /// A wait of no seconds is no wait: the items are shown at once, as they are.
    nonisolated func start() {
        MainActor.assumeIsolated {
            guard seconds > 0 else {
                onExpire?()
                return
            }
            generation += 1
            isRunning = true
            DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { [weak self, generation] in
                MainActor.assumeIsolated { self?.fire(generation) }
            }
        }
    }

    nonisolated func cancel() {
        MainActor.assumeIsolated { isRunning = false }
    }

    private func fire(_ started: Int) {
        guard isRunning, started == generation else { return }
        isRunning = false
        onExpire?()
    }
}
