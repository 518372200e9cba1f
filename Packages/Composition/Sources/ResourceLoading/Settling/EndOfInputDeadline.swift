import FeedFeature
import Foundation

/// Bounds a scripted run. Once its input has ended, whatever its trackers still count gets
/// `seconds` at a time for as long as the server keeps answering (`answers` grew in the last
/// `seconds`): a long feed from a live server loads to its end, however long that takes. The
/// first `seconds` with no answer ends it: what has not finished fails, not loaded
/// (`LoadFailure.runTimeRanOut`), shown as any failure is, and so does anything asked for after
/// that, and the run can end. Without it, ten thousand loads that never answer would each wait
/// out their own deadline, a few at a time.
@MainActor
public final class EndOfInputDeadline {
    private let seconds: TimeInterval
    private let trackers: [LoadActivityTracker]
    private let answers: LoadAnswerCounter?
    private let scheduler: any MainScheduler
    private var isArmed = false

    /// Without `answers`, one `seconds` in all.
    public init(
        seconds: TimeInterval, trackers: [LoadActivityTracker], answers: LoadAnswerCounter? = nil,
        scheduler: any MainScheduler
    ) {
        self.seconds = seconds
        self.trackers = trackers
        self.answers = answers
        self.scheduler = scheduler
    }

    public func arm() {
        guard !isArmed else { return }
        isArmed = true
        Self.expire(trackers, after: seconds, unlessAnswered: answers, since: answers?.count ?? 0, on: scheduler)
    }

    /// The timer holds what it needs, not this object: a deadline armed ends the run whoever
    /// keeps it.
    private static func expire(
        _ trackers: [LoadActivityTracker], after seconds: TimeInterval, unlessAnswered answers: LoadAnswerCounter?,
        since count: Int, on scheduler: any MainScheduler
    ) {
        _ = scheduler.schedule(after: seconds) {
            if let answers, answers.count != count {
                expire(trackers, after: seconds, unlessAnswered: answers, since: answers.count, on: scheduler)
            } else {
                let ranOut = LoadFailure.runTimeRanOut(seconds: seconds)
                trackers.forEach { $0.expire(with: ranOut) }
            }
        }
    }
}
