import Dispatch

/// Keeps at most `maxConcurrentLoads` images loading and the rest waiting in the order they were
/// asked for, which is the order the screen shows them: the first images appear first, and a long
/// feed does not open dozens of connections at once.
///
/// Waiting costs a place in the queue, and cancelling a waiting image is O(1): it is skipped when
/// its turn comes. While anything waits or loads it counts as one load in `activity` (the end of a
/// script waits for it), and that load failing (a bounded script's end) fails every image in it.
@MainActor
final class ImageLoadScheduler {
    private let maxConcurrentLoads: Int
    private var queue = [any ScheduledLoad]()
    private var nextInQueue = 0
    private var waitingCount = 0
    private var inFlight = [ObjectIdentifier: any ScheduledLoad]()
    private var isStartScheduled = false
    private var busy: LoadActivitySpan?

    init(maxConcurrentLoads: Int = 6, activity: LoadActivityTracker? = nil) {
        self.maxConcurrentLoads = maxConcurrentLoads
        busy = activity.map { activity in
            LoadActivitySpan(activity: activity, onFail: { [weak self] error in self?.failAll(with: error) })
        }
    }

    func enqueue(_ load: any ScheduledLoad) {
        busy?.begin()
        queue.append(load)
        waitingCount += 1
        startWaitingLoads()
    }

    /// A waiting load no longer wants its turn.
    func withdraw(_ load: any ScheduledLoad) {
        waitingCount -= 1
        settleIfIdle()
    }

    /// A load in flight settled: the next one starts at once.
    func finish(_ load: any ScheduledLoad) {
        guard inFlight.removeValue(forKey: ObjectIdentifier(load)) != nil else { return }
        startWaitingLoads()
        settleIfIdle()
    }

    /// A load in flight was cancelled. A screen that goes away cancels all its images at once: the
    /// freed places are filled after that, so images about to be cancelled too are never started.
    func cancelInFlight(_ load: any ScheduledLoad) {
        guard inFlight.removeValue(forKey: ObjectIdentifier(load)) != nil else { return }
        startWaitingLoadsSoon()
        settleIfIdle()
    }

    private func startWaitingLoads() {
        while inFlight.count < maxConcurrentLoads, nextInQueue < queue.count {
            let load = queue[nextInQueue]
            nextInQueue += 1
            guard load.isWaiting else { continue }
            waitingCount -= 1
            // In flight before it starts, so a load that settles inline finds itself there.
            inFlight[ObjectIdentifier(load)] = load
            if !load.start() {
                inFlight[ObjectIdentifier(load)] = nil
            }
        }
        if nextInQueue == queue.count {
            queue.removeAll(keepingCapacity: true)
            nextInQueue = 0
        }
    }

    private func startWaitingLoadsSoon() {
        guard !isStartScheduled else { return }
        isStartScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                self?.isStartScheduled = false
                self?.startWaitingLoads()
            }
        }
    }

    private func settleIfIdle() {
        guard waitingCount == 0, inFlight.isEmpty else { return }
        busy?.end()
    }

    /// Waiting images first, so that none starts in a place a failing one frees.
    private func failAll(with error: Error) {
        let waiting = queue[nextInQueue...].filter(\.isWaiting)
        queue.removeAll()
        nextInQueue = 0
        waitingCount = 0
        let loading = inFlight.values
        inFlight.removeAll()
        waiting.forEach { $0.fail(with: error) }
        loading.forEach { $0.fail(with: error) }
    }
}
