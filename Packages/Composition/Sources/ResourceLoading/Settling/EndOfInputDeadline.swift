import FeedFeature
import Foundation

/// Bounds a scripted run. Once its input has ended, whatever is still loading (the feed, a page,
/// comments, the images of a long feed) gets one `seconds` in total; what has not finished then
/// fails with a timeout, shown as any failure is, and so does anything asked for after that (the
/// images of items still to be shown), and the run can end. Without it, ten thousand
/// images that never answer would each wait out their own deadline, six at a time.
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
