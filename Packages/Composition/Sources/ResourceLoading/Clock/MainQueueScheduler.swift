import Dispatch
import Foundation

/// The app's clock: waits on the main queue's.
public struct MainQueueScheduler: MainScheduler {
    public nonisolated init() {}

    public func schedule(after seconds: TimeInterval, _ action: @escaping @MainActor () -> Void) -> CancelScheduled {
        // Dispatch's block type cannot say it runs on the main actor; it is queued on the main queue.
        let work = DispatchWorkItem { MainActor.assumeIsolated(action) }
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: work)
        return { work.cancel() }
    }
}
