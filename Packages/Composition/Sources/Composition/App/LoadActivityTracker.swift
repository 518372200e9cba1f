/// Counts the loads in flight, so the command loop knows when the app has settled: scripted
/// input waits for it, and the prompt appears only then.
@MainActor
final class LoadActivityTracker {
    var onBusyChange: ((Bool) -> Void)?

    private var loadsInFlight = 0 {
        didSet {
            if (oldValue == 0) != (loadsInFlight == 0) { onBusyChange?(isBusy) }
        }
    }

    var isBusy: Bool { loadsInFlight > 0 }

    /// Wraps a main-queue load so that it counts while in flight. The wrapper keeps the tracker
    /// alive for as long as the load can be started. The result is delivered before
    /// the count drops, so whatever the load shows is on screen before the app reports settling.
    func track<Resource: Sendable>(_ load: @escaping ResourceLoad<Resource>) -> ResourceLoad<Resource> {
        { completion in
            self.loadsInFlight += 1
            load { result in
                completion(result)
                MainActor.assumeIsolated { self.loadsInFlight -= 1 }
            }
        }
    }
}
