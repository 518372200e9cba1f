import Foundation

/// Keeps every wait behind one wait of the clock it decorates, for the earliest: with a timer
/// source a wait, each image's deadline woke libdispatch's timer thread as it started and again as
/// it was cancelled (docs/performance.md, big_page_cpu). The clock is asked again only when a wait
/// comes due or one is asked for that ends before the one it keeps. A cancelled wait lets go of
/// its action at once, and of its place once cancelled places are most of them.
@MainActor
public final class OneTimerScheduler: MainScheduler {
    private let clock: any MainScheduler & Sendable
    private let now: @Sendable @MainActor () -> TimeInterval
    /// Latest first, so the earliest is taken from the end; of two at one time, the first asked for.
    private var waits: [(due: TimeInterval, id: Int)] = []
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

    /// Places kept, the cancelled ones not yet let go of among them.
    var heldPlaces: Int { waits.count }

    public func schedule(after seconds: TimeInterval, _ action: @escaping @MainActor () -> Void) -> CancelScheduled {
        lastID += 1
        let wait = (due: now() + max(seconds, 0), id: lastID)
        actions[wait.id] = action
        waits.insert(wait, at: waits.partitioningIndex { (wait.due, wait.id) < ($0.due, $0.id) })
        armForEarliestWait()
        return { [weak self] in self?.cancel(wait.id) }
    }

    private func cancel(_ id: Int) {
        guard actions.removeValue(forKey: id) != nil else { return }
        if waits.count > 2 * actions.count + 64 { waits.removeAll { actions[$0.id] == nil } }
        if actions.isEmpty {
            armed?.cancel()
            armed = nil
        }
    }

    /// The clock's wait, ended: runs what came due, in time order, each unless an action before it
    /// cancelled it; a wait asked for meanwhile is due at `time` or later, and runs in a later turn.
    private func runDueWaits() {
        armed = nil
        isRunningDueWaits = true
        let time = now(), lastIDBefore = lastID
        while let earliest = waits.last, earliest.due <= time, earliest.id <= lastIDBefore {
            waits.removeLast()
            actions.removeValue(forKey: earliest.id)?()
        }
        isRunningDueWaits = false
        armForEarliestWait()
    }

    private func armForEarliestWait() {
        while let earliest = waits.last, actions[earliest.id] == nil { waits.removeLast() }
        guard !isRunningDueWaits, let earliest = waits.last, earliest.due < armed?.due ?? .infinity else { return }
        armed?.cancel()
        // The clock keeps this scheduler while it waits, as it keeps any wait's action until it runs.
        let cancel = clock.schedule(after: max(earliest.due - now(), 0)) { [self] in runDueWaits() }
        armed = (earliest.due, cancel)
    }
}

extension Array {
    /// The first index whose element is not `belongsFirst`, in an array where all that are come first.
    fileprivate func partitioningIndex(where belongsFirst: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if belongsFirst(self[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
