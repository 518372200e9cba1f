import Foundation

/// Keeps every wait behind one wait of the clock it decorates: the earliest. A page of 100,000
/// images gives each load a deadline, and each deadline of the app's clock was a timer source of
/// its own, whose start and cancellation woke libdispatch's timer thread once an image
/// (docs/performance.md, big_page_cpu). Here a wait costs a place in a heap; the clock is asked
/// again only when a wait comes due, or one is asked for that ends before the one it keeps.
///
/// A cancelled wait lets go of its action at once; its place in the heap goes when it comes to the
/// top, or when cancelled places are most of the heap.
@MainActor
public final class OneTimerScheduler: MainScheduler {
    private let clock: any MainScheduler & Sendable
    private let now: @Sendable @MainActor () -> TimeInterval
    private var waits = TimeHeap()
    private var actions: [Int: @MainActor () -> Void] = [:]
    private var lastID = 0
    private var armed: (due: TimeInterval, cancel: CancelScheduled)?
    private var isRunningDueWaits = false

    /// `now` reads the time of `clock`, in seconds from any fixed point.
    public nonisolated init(clock: any MainScheduler & Sendable, now: @escaping @Sendable @MainActor () -> TimeInterval)
    {
        self.clock = clock
        self.now = now
    }

    public func schedule(after seconds: TimeInterval, _ action: @escaping @MainActor () -> Void) -> CancelScheduled {
        lastID += 1
        let id = lastID
        actions[id] = action
        waits.insert(TimeHeap.Entry(due: now() + max(seconds, 0), id: id))
        armForEarliestWait()
        return { [weak self] in self?.cancel(id) }
    }

    /// Places in the heap, the cancelled ones not yet dropped among them.
    var heldPlaces: Int { waits.count }

    private func cancel(_ id: Int) {
        guard actions.removeValue(forKey: id) != nil else { return }
        if actions.isEmpty {
            waits.removeAll()
            disarm()
        } else if waits.count > 2 * actions.count + 64 {
            waits.keep { actions[$0.id] != nil }
        }
    }

    /// The clock's one wait, ended: runs what came due, in time order (the order asked for within
    /// one time), each unless an action before it cancelled it; a wait an action asks for runs in
    /// a later turn. Then waits for what is left.
    private func runDueWaits() {
        armed = nil
        isRunningDueWaits = true
        let time = now(), lastIDBefore = lastID
        // A wait asked for now is due at `time` or later, after every earlier one due by `time`.
        while let earliest = waits.earliest, earliest.due <= time, earliest.id <= lastIDBefore {
            waits.removeEarliest()
            actions.removeValue(forKey: earliest.id)?()
        }
        isRunningDueWaits = false
        armForEarliestWait()
    }

    private func armForEarliestWait() {
        while let earliest = waits.earliest, actions[earliest.id] == nil { waits.removeEarliest() }
        guard !isRunningDueWaits, let earliest = waits.earliest else { return }
        if let armed, armed.due <= earliest.due { return }
        disarm()
        // The clock keeps this scheduler while it waits, as it keeps any wait's action until it runs.
        let cancel = clock.schedule(after: max(earliest.due - now(), 0)) { [self] in runDueWaits() }
        armed = (earliest.due, cancel)
    }

    private func disarm() {
        armed?.cancel()
        armed = nil
    }
}
