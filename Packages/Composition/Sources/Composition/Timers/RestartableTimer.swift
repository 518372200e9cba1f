import FeedScreens
import ResourceLoading

/// A wait on the composition's clock, begun again from now by each `start()` and ended by
/// `cancel()`; when one runs out it calls `onExpire` on the main actor. The composition's one
/// timer: a list's hold on an item (`ItemHoldTimer`), the prompt's pause, the wait after an Esc.
@MainActor
final class RestartableTimer: @preconcurrency ItemHoldTimer {
    var onExpire: (() -> Void)?
    private let seconds: Double
    private let scheduler: any MainScheduler
    private var cancelPending: CancelScheduled?

    init(seconds: Double, scheduler: any MainScheduler) {
        self.seconds = seconds
        self.scheduler = scheduler
    }

    /// A wait of no seconds is no wait: `onExpire` is called at once.
    func start() {
        cancelPending?()
        guard seconds > 0 else {
            cancelPending = nil
            onExpire?()
            return
        }
        cancelPending = scheduler.schedule(after: seconds) { [weak self] in
            self?.cancelPending = nil
            self?.onExpire?()
        }
    }

    func cancel() {
        cancelPending?()
        cancelPending = nil
    }
}
