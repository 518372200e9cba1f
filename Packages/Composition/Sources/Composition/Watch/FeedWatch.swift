import Foundation
import ResourceLoading

/// Checks the feed's first page by itself while it is on (`--watch`, `watch`), politely: every
/// `interval` seconds at most as often, but never sooner than the last answer stays fresh, never
/// sooner than a `Retry-After` asked, and after failures (no answer, a 5xx) backing off from the
/// interval, doubling up to an hour, jittered by ±10 % so clients that failed together do not come
/// back together. Never two checks at once: a check under way (the watch's or a `refresh`) holds
/// the next one until it settles, and the wait is counted from then.
///
/// Its clock is the composition's scheduler (a test moves a manual one); what the server asked for
/// comes from `pace`, written as each answer's head is read.
@MainActor
final class FeedWatch {
    static let longestBackoff: TimeInterval = 3600

    let pace: ServerPace
    let interval: TimeInterval
    private let scheduler: any MainScheduler
    /// A factor within 0.9...1.1 for each backed-off wait.
    private let jitter: () -> Double
    /// Starts a check of the first page, as `refresh` does; set once the feed screen exists.
    var check: (() -> Void)?

    private(set) var isOn = false
    private var isChecking = false
    private var failuresInARow = 0
    private var cancelNext: CancelScheduled?

    init(
        interval: TimeInterval = FeedTTYComposer.Configuration.defaultWatchInterval, scheduler: any MainScheduler,
        pace: ServerPace = ServerPace(),
        jitter: @escaping () -> Double = { Double.random(in: 0.9...1.1) }
    ) {
        precondition(interval >= 1, "a watch checks at most once a second")
        self.interval = interval
        self.scheduler = scheduler
        self.pace = pace
        self.jitter = jitter
    }

    /// The first check comes a whole wait after now (the feed was just loaded, or is loading).
    func start() {
        guard !isOn else { return }
        isOn = true
        if !isChecking { scheduleNextCheck() }
    }

    func stop() {
        isOn = false
        cancelNext?()
        cancelNext = nil
    }

    /// The check that came due could not be made now (the feed is not the screen in front): the
    /// next comes a whole wait later.
    func postpone() {
        if isOn && !isChecking { scheduleNextCheck() }
    }

    /// A check of the first page began (the watch's own, a `refresh`, the first load).
    func checkStarted() {
        isChecking = true
        cancelNext?()
        cancelNext = nil
        pace.forget()
    }

    /// The check settled: `failed` when the server gave no usable answer (no connection, a timeout,
    /// a 429 or 5xx); a check the user stopped is neither.
    func checkSettled(failed: Bool) {
        isChecking = false
        failuresInARow = failed ? failuresInARow + 1 : 0
        if isOn { scheduleNextCheck() }
    }

    /// How long after the last answer the next check may come.
    var nextWait: TimeInterval {
        var wait = interval
        if failuresInARow > 0 {
            let doubled = interval * pow(2, Double(min(failuresInARow, 30)))
            wait = max(interval, min(doubled, Self.longestBackoff)) * jitter()
        }
        let asked = pace.lastAnswer
        if let fresh = asked.freshnessLifetime { wait = max(wait, fresh) }
        if let retryAfter = asked.retryAfter { wait = max(wait, retryAfter) }
        return wait
    }

    private func scheduleNextCheck() {
        cancelNext?()
        cancelNext = scheduler.schedule(after: nextWait) { [weak self] in
            self?.cancelNext = nil
            self?.check?()
        }
    }
}
