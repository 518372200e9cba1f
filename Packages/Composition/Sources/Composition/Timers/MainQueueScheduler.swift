import Dispatch
import Foundation
import ResourceLoading

/// The app's clock: waits on the main queue's. Each wait is a timer source, cancelled as soon as
/// it has run or is no longer wanted: libdispatch then lets go of it and its action at once, where
/// a block queued with `asyncAfter` would stay, with what it holds, until its time had come (a
/// hundred thousand image loads, each with a deadline, end long before their deadlines do).
public struct MainQueueScheduler: MainScheduler {
    public nonisolated init() {}

    public func schedule(after seconds: TimeInterval, _ action: @escaping @MainActor () -> Void) -> CancelScheduled {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + seconds)
        timer.setEventHandler {
            timer.cancel()
            // A timer source's handler type cannot say it runs on the main actor; its queue is main.
            MainActor.assumeIsolated(action)
        }
        timer.resume()
        return { timer.cancel() }
    }
}
