/// Counts the loads in flight, so the app knows when it has settled: scripted input waits for
/// it, the prompt appears only then, and end of input quits only then. It also knows how to end
/// them all at once (`failLoadsInFlight`), which is what bounds a scripted run.
@MainActor
public final class LoadActivityTracker {
    /// Given when the tracker is made, so no change goes unheard.
    private let onBusyChange: (@MainActor (Bool) -> Void)?

    private struct LoadInFlight {
        let cancel: CancelLoad
        let fail: (Error) -> Void
        let settle: Once
    }

    /// Changed only through `add` and `remove`: a hundred thousand loads at once keep as many
    /// loads here, so no change may copy the table.
    private var loadsInFlight = [Int: LoadInFlight]()
    private var lastLoadID = 0
    /// Set once the tracker has expired: every load from then on fails at once with it.
    private var expiry: Error?

    public var isBusy: Bool { !loadsInFlight.isEmpty }

    public init(onBusyChange: (@MainActor (Bool) -> Void)? = nil) {
        self.onBusyChange = onBusyChange
    }

    /// Wraps a main-queue load so that it counts until it completes or is cancelled, whichever
    /// comes first: the body of `counted(by:)`, the one way a load is counted. The result is
    /// delivered before the count drops, so whatever the load shows is on screen before the app
    /// reports settling. The wrapper keeps the tracker alive.
    func track<Resource: Sendable>(_ load: ResourceLoad<Resource>) -> ResourceLoad<Resource> {
        ResourceLoad { completion in
            if let expiry = self.expiry {
                completion(.failure(expiry))
                return {}
            }
            self.lastLoadID += 1
            let id = self.lastLoadID
            // Weak: a load that never ends must not keep the tracker alive through its own entry.
            let settle = Once { [weak self] in self?.remove(id) }
            let cancel = load { result in
                completion(result)
                settle.run()
            }
            // A load may complete before `load` returns: it is not in flight then.
            if !settle.isSpent {
                self.add(
                    LoadInFlight(cancel: cancel, fail: { error in completion(.failure(error)) }, settle: settle), id)
            }
            return {
                cancel()
                settle.run()
            }
        }
    }

    private func add(_ load: LoadInFlight, _ id: Int) {
        let wasBusy = isBusy
        loadsInFlight[id] = load
        if !wasBusy { onBusyChange?(true) }
    }

    private func remove(_ id: Int) {
        guard loadsInFlight.removeValue(forKey: id) != nil, loadsInFlight.isEmpty else { return }
        onBusyChange?(false)
    }

    /// Ends every load in flight with `error`, as if each had failed: the screen shows each
    /// failure, in the order the loads started. All are cancelled first, newest first, so that no
    /// failing load can start another in the place it frees. A load whose cancellation cancelled
    /// another one (a load wrapping a load, both tracked) fails once, as the outer one.
    public func failLoadsInFlight(with error: Error) {
        let failing = loadsInFlight.sorted { $0.key < $1.key }.map(\.value)
        for load in failing.reversed() where !load.settle.isSpent {
            load.cancel()
        }
        for load in failing where !load.settle.isSpent {
            load.fail(error)
            load.settle.run()
        }
    }

    /// Fails the loads in flight, as `failLoadsInFlight` does, and every load started from now on
    /// at once: a script's time is up, and whatever asks for more loads then must not start them.
    public func expire(with error: Error) {
        expiry = error
        failLoadsInFlight(with: error)
    }
}
