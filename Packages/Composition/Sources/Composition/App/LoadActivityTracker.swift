/// Counts the loads in flight, so the app knows when it has settled: scripted input waits for
/// it, the prompt appears only then, and end of input quits only then.
@MainActor
final class LoadActivityTracker {
    var onBusyChange: ((Bool) -> Void)?

    private var loadsInFlight = 0 {
        didSet {
            if (oldValue == 0) != (loadsInFlight == 0) { onBusyChange?(isBusy) }
        }
    }

    var isBusy: Bool { loadsInFlight > 0 }

    /// Wraps a main-queue load so that it counts until it completes or is cancelled, whichever
    /// comes first. The result is delivered before the count drops, so whatever the load shows
    /// is on screen before the app reports settling. The wrapper keeps the tracker alive.
    func track<Resource: Sendable>(_ load: @escaping ResourceLoad<Resource>) -> ResourceLoad<Resource> {
        { completion in
            self.loadsInFlight += 1
            let settle = Once { self.loadsInFlight -= 1 }
            let cancel = load { result in
                completion(result)
                MainActor.assumeIsolated { settle.run() }
            }
            return {
                cancel()
                settle.run()
            }
        }
    }
}
