import Foundation
import Synchronization

/// A wait that any thread can cut short: the demo's stand-in for a network's latency, which
/// `cancel()` must interrupt as promptly as a real transport's cancel does.
final class CancellableDelay: LatencyWait {
    private let isCancelled = Atomic(false)
    // The lock of this condition is shared with whoever cancels: the waiter checks `isCancelled`
    // and starts waiting under it, and `cancel()` signals under it, so no cancel is missed
    // between the check and the wait.
    private let condition = NSCondition()

    /// Blocks for `seconds`; true when they all passed, false as soon as the delay is cancelled
    /// (at once when it already was).
    func wait(seconds: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while !isCancelled.load(ordering: .acquiring) {
            guard condition.wait(until: deadline) else { break }
        }
        return !isCancelled.load(ordering: .acquiring)
    }

    func cancel() {
        isCancelled.store(true, ordering: .releasing)
        condition.lock()
        condition.broadcast()
        condition.unlock()
    }
}
