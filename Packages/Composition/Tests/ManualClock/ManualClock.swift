import Foundation
import ResourceLoading

/// A clock that moves only when the test says so: `advance(by:)` runs, in time order and on the
/// caller's turn, what came due. Unit tests of timers and deadlines run at once and never sleep.
@MainActor
public final class ManualClock: MainScheduler {
    public private(set) var now: TimeInterval = 0
    private var nextID = 0
    private var pending: [(id: Int, due: TimeInterval, action: @MainActor () -> Void)] = []

    public init() {}

    /// How many waits are scheduled and not yet run or cancelled.
    public var pendingCount: Int { pending.count }

    public func schedule(after seconds: TimeInterval, _ action: @escaping @MainActor () -> Void) -> CancelScheduled {
        nextID += 1
        let id = nextID
        pending.append((id, now + seconds, action))
        return { [weak self] in self?.pending.removeAll { $0.id == id } }
    }

    public func advance(by seconds: TimeInterval) {
        let end = now + seconds
        while let next = pending.filter({ $0.due <= end }).min(by: { ($0.due, $0.id) < ($1.due, $1.id) }) {
            pending.removeAll { $0.id == next.id }
            now = next.due
            next.action()
        }
        now = end
    }
}
