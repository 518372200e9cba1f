import FeedFeature
import Foundation

/// Bounds a scripted run. Once its input has ended, whatever its trackers still count gets
/// `seconds` at a time while `answers` grows, so a long feed from a live server loads to its end;
/// the first `seconds` without an answer fails what has not finished as not loaded, and anything
/// asked for after that, and the run can end. Without it, ten thousand loads that never answer
/// would each wait out their own deadline, a few at a time.
@MainActor
public final class EndOfInputDeadline {
    private let seconds: TimeInterval
    private let trackers: [LoadActivityTracker]
    private let answers: LoadAnswerCounter
    private let scheduler: any MainScheduler
    private var isArmed = false

    /// Without `answers`, one `seconds` in all.
    public init(
        seconds: TimeInterval, trackers: [LoadActivityTracker], answers: LoadAnswerCounter = LoadAnswerCounter(),
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
        expire(unlessAnsweredSince: answers.count)
    }

    /// The timer keeps this deadline until it fires: once armed, it ends the run whoever keeps it.
    private func expire(unlessAnsweredSince count: Int) {
        _ = scheduler.schedule(after: seconds) { [self] in
            guard answers.count == count else { return expire(unlessAnsweredSince: answers.count) }
            trackers.forEach { $0.expire(with: LoadFailure.runTimeRanOut(seconds: seconds)) }
        }
    }
}
