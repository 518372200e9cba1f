import Dispatch
import Foundation
import ResourceLoading

/// The app's clock: waits on the main queue's. A cancelled wait lets go of its action at once, so
/// it keeps nothing alive until its time.
public struct MainQueueScheduler: MainScheduler {
    public nonisolated init() {}

    public func schedule(after seconds: TimeInterval, _ action: @escaping @MainActor () -> Void) -> CancelScheduled {
        let pending = PendingAction(action: action)
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
            let action = pending.action
            pending.action = nil
            action?()
        }
        return { pending.action = nil }
    }
}

@MainActor
private final class PendingAction {
    var action: (@MainActor () -> Void)?

    init(action: @escaping @MainActor () -> Void) {
        self.action = action
    }
}
