import FeedFeature
import Foundation

/// Bounds a scripted run. Once its input has ended, whatever its trackers still count gets one
/// `seconds` in total; what has not finished then fails with a timeout, shown as any failure is,
/// and so does anything asked for after that, and the run can end. Without it, ten thousand
/// loads that never answer would each wait out their own deadline, a few at a time.
@MainActor
public final class EndOfInputDeadline {
    private let seconds: TimeInterval
    private let trackers: [LoadActivityTracker]
    private let scheduler: any MainScheduler
    private var isArmed = false

    public init(seconds: TimeInterval, trackers: [LoadActivityTracker], scheduler: any MainScheduler) {
        self.seconds = seconds
        self.trackers = trackers
        self.scheduler = scheduler
    }

    public func arm() {
        guard !isArmed else { return }
        isArmed = true
        _ = scheduler.schedule(after: seconds) { [trackers, seconds] in
            let timeout = LoadFailure.timedOut(seconds: seconds)
            trackers.forEach { $0.expire(with: timeout) }
        }
    }
}
