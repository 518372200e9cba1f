extension ResourceLoad {
    /// This load, then the load `next` makes of its result (a step that must come first: the saved
    /// copy read before the request that asks whether it changed). Cancelling cancels whichever is
    /// under way, and nothing is delivered after it.
    public func then<Next: Sendable>(_ next: @escaping @MainActor (Result<Resource, Error>) -> ResourceLoad<Next>)
        -> ResourceLoad<Next>
    {
        ResourceLoad<Next> { completion in
            let steps = SequencedLoad()
            let cancelFirst = self { result in
                guard !steps.isCancelled else { return }
                let cancelNext = next(result).callAsFunction { result in
                    guard !steps.isCancelled else { return }
                    steps.settle()
                    completion(result)
                }
                steps.movedOn(cancellingWith: cancelNext)
            }
            steps.started(cancellingWith: cancelFirst)
            return { steps.cancel() }
        }
    }
}

/// Which step of a `then` is under way, to cancel it. Once the load has settled it lets go of the
/// cancel it held, and with it what the steps were made of.
@MainActor
private final class SequencedLoad {
    private var cancelCurrent: CancelLoad?
    private var hasMovedOn = false
    private var isSettled = false
    private(set) var isCancelled = false

    /// Nothing to hold when the first step settled inline: the next step's cancel is held already.
    func started(cancellingWith cancel: @escaping CancelLoad) {
        guard !hasMovedOn else { return }
        cancelCurrent = cancel
    }

    /// Nothing to hold when the next step settled inline.
    func movedOn(cancellingWith cancel: @escaping CancelLoad) {
        hasMovedOn = true
        cancelCurrent = isSettled ? nil : cancel
    }

    func settle() {
        isSettled = true
        cancelCurrent = nil
    }

    func cancel() {
        isCancelled = true
        let cancel = cancelCurrent
        cancelCurrent = nil
        cancel?()
    }
}
