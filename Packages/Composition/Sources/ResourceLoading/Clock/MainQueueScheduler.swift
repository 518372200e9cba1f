import Dispatch
import Foundation

/// The app's clock: waits on the main queue's.
public struct MainQueueScheduler: MainScheduler {
    public nonisolated init() {}

    public func schedule(after seconds: TimeInterval, _ action: @escaping @MainActor () -> Void) -> CancelScheduled {
        let pending = PendingAction(action)
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { pending.run() }
        return { pending.cancel() }
    }
}

/// Let go of once run or cancelled: a cancelled wait keeps nothing alive until its time.
@MainActor
private final class PendingAction {
    private var action: (@MainActor () -> Void)?

    init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    func run() {
        let action = self.action
        self.action = nil
        action?()
    }

    func cancel() {
        action = nil
    }
}
