import Dispatch
import FeedScreens

/// A wait on the main queue, begun again from now by each `start()` and ended by `cancel()`; when
/// one runs out it calls `onExpire` there. The composition's one timer: a list's hold on an item
/// whose picture is still loading (`ItemHoldTimer`), the pause in output after which the plain
/// prompt is written again, and the wait that tells a lone Esc from an escape sequence.
@MainActor
final class MainQueueTimer: ItemHoldTimer {
    var onExpire: (() -> Void)?
    private let seconds: Double
    /// Which start the pending block belongs to: the block of a cancelled or restarted wait does
    /// nothing.
    private var generation = 0
    private var isRunning = false

    init(seconds: Double) {
        self.seconds = seconds
    }

    /// A wait of no seconds is no wait: `onExpire` is called at once.
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
