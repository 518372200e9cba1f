import Dispatch
import Foundation
import ResourceLoading

/// The app's clock: waits on the main queue's, all behind one timer source (`OneTimerScheduler`):
/// a timer source a wait cost a wake of libdispatch's timer thread as it started and again as it
/// was cancelled, once an image on a long page (docs/performance.md, big_page_cpu).
public struct MainQueueScheduler: MainScheduler {
    private let waits: OneTimerScheduler

    public nonisolated init() {
        waits = OneTimerScheduler(clock: MainQueueTimerSource(), now: { MainQueueTimerSource.now })
    }

    public func schedule(after seconds: TimeInterval, _ action: @escaping @MainActor () -> Void) -> CancelScheduled {
        waits.schedule(after: seconds, action)
    }
}

/// One wait, one timer source on the main queue, cancelled as soon as it has run or is no longer
/// wanted: libdispatch then lets go of it and its action at once, where a block queued with
/// `asyncAfter` would stay, with what it holds, until its time had come.
struct MainQueueTimerSource: MainScheduler {
    /// The time timer sources are set in (`DispatchTime`), in seconds.
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
