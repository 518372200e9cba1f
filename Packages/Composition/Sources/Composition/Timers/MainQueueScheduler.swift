import Dispatch
import Foundation
import ResourceLoading

/// The app's clock: its waits behind one timer source on the main queue (`OneTimerScheduler`).
/// The source is cancelled as soon as its wait ends: libdispatch then lets go of it and its action
/// at once, where a block queued with `asyncAfter` would stay, with what it holds, until its time.
public struct MainQueueScheduler: MainScheduler {
    private let waits = OneTimerScheduler(clock: TimerSource(), now: { TimerSource.now })

    public nonisolated init() {}

    public func schedule(after seconds: TimeInterval, _ action: @escaping @MainActor () -> Void) -> CancelScheduled {
        waits.schedule(after: seconds, action)
    }

    private struct TimerSource: MainScheduler {
        /// The time timer sources are set in, in seconds.
        static var now: TimeInterval { TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1e9 }

        func schedule(after seconds: TimeInterval, _ action: @escaping @MainActor () -> Void) -> CancelScheduled {
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
}
