/// Turns for loads, handed out as a turnstile does: at most `maxConcurrentLoads` loads going and
/// the rest waiting, in the order asked for (the screen's). Waiting costs a place in the queue; a
/// waiting load cancelled is skipped when its turn comes. While anything waits or loads it counts
/// as one load in `activity` (a script's end waits for it), and that load failing (a bounded
/// script's end) fails every load in it.
@MainActor
public final class LoadTurns {
    private let maxConcurrentLoads: Int
    /// Each with the order it was asked in, the order failures are shown in.
    private var queue = [(order: Int, load: any TurnTakingLoad)]()
    private var nextInQueue = 0, waitingCount = 0
    private var inFlight = [ObjectIdentifier: (order: Int, load: any TurnTakingLoad)]()
    private var lastOrder = 0, isStartScheduled = false
    private var busy: LoadActivitySpan?

    public init(maxConcurrentLoads: Int = 6, activity: LoadActivityTracker? = nil) {
        self.maxConcurrentLoads = maxConcurrentLoads
        busy = activity.map { activity in
            LoadActivitySpan(activity: activity, onFail: { [weak self] error in self?.failAll(with: error) })
        }
    }

    /// In the queue before the turns count as busy: a tracker whose time is up fails it there.
    func enqueue(_ load: any TurnTakingLoad) {
        lastOrder += 1
        queue.append((lastOrder, load))
        waitingCount += 1
        busy?.begin()
        startWaitingLoads()
    }

    func withdraw(_ load: any TurnTakingLoad) {
        waitingCount -= 1
        settleIfIdle()
    }

    func finish(_ load: any TurnTakingLoad) {
        guard inFlight.removeValue(forKey: ObjectIdentifier(load)) != nil else { return }
        startWaitingLoads()
    }

    /// A caller may cancel many loads at once (all of a screen going away): the freed places are
    /// filled after that, so that loads about to be cancelled too are never started.
    func cancelInFlight(_ load: any TurnTakingLoad) {
        guard inFlight.removeValue(forKey: ObjectIdentifier(load)) != nil else { return }
        startWaitingLoadsSoon()
        settleIfIdle()
    }

    private func startWaitingLoads() {
        while inFlight.count < maxConcurrentLoads, nextInQueue < queue.count {
            let (order, load) = queue[nextInQueue]
            nextInQueue += 1
            guard load.isWaiting else { continue }
            waitingCount -= 1
            // In flight before it starts, so a load that settles inline finds itself there.
            inFlight[ObjectIdentifier(load)] = (order, load)
            load.start()
        }
        // What had its turn goes once it is most of the queue: a queue that never empties keeps none.
        if nextInQueue == queue.count || (nextInQueue >= 1_024 && 2 * nextInQueue >= queue.count) {
            queue.removeFirst(nextInQueue)
            nextInQueue = 0
        }
        settleIfIdle()
    }

    private func startWaitingLoadsSoon() {
        guard !isStartScheduled else { return }
        isStartScheduled = true
        MainQueue.hop(onMainActor: { [weak self] in
            self?.isStartScheduled = false
            self?.startWaitingLoads()
        })
    }

    private func settleIfIdle() {
        guard waitingCount == 0, inFlight.isEmpty else { return }
        busy?.end()
    }

    /// In the order they were asked for, as each would have failed on its own. A load withdrawn and
    /// asked for again is in the queue twice, and fails once.
    private func failAll(with error: Error) {
        var failing = [ObjectIdentifier: (order: Int, load: any TurnTakingLoad)]()
        for entry in queue[nextInQueue...] where entry.load.isWaiting {
            failing[ObjectIdentifier(entry.load)] = failing[ObjectIdentifier(entry.load)] ?? entry
        }
        failing.merge(inFlight) { waiting, _ in waiting }
        queue.removeAll()
        nextInQueue = 0
        waitingCount = 0
        inFlight.removeAll()
        failing.values.sorted { $0.order < $1.order }.forEach { $0.load.fail(with: error) }
    }
}
