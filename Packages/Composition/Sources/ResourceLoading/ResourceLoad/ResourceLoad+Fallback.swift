extension ResourceLoad {
    /// Which failure a fallback delivers when both its loads fail: the one that says why the user
    /// has nothing: the primary's when the secondary only adds that it has nothing either (an
    /// empty cache behind the network), else the secondary's, the default.
    public enum ReportedFailure: Sendable {
        case primary
        case secondary
    }

    /// This load, and the load `secondary` makes for its failure if it fails (remote then local, or
    /// local then remote): so what the secondary delivers can say why it was needed (the offline
    /// feed, that the server answered with an error). Cancelling cancels whichever is under way,
    /// and nothing is delivered after it.
    public func fallingBack(
        to secondary: @escaping @MainActor (Error) -> ResourceLoad,
        whenBothFailReporting reported: ReportedFailure = .secondary
    ) -> ResourceLoad {
        ResourceLoad { completion in
            let load = FallbackLoad()
            let settle: Completion = { result in
                load.settle()
                completion(result)
            }
            let cancelPrimary = self { result in
                guard !load.isCancelled else { return }
                guard case let .failure(primaryError) = result else { return settle(result) }
                let settleSecondary: Completion = { result in
                    settle(reported == .primary ? result.mapError { _ in primaryError } : result)
                }
                load.fellBack(cancellingWith: secondary(primaryError)(settleSecondary))
            }
            load.started(cancellingWith: cancelPrimary)
            return { load.cancel() }
        }
    }
}

/// Which of the two loads is under way. Once the load has settled or been cancelled it lets go of
/// the cancel it held, and with it what the load underneath was made of.
@MainActor
private final class FallbackLoad {
    private var cancelCurrent: CancelLoad?
    private(set) var isCancelled = false
    private var isSettled = false

    /// Nothing to hold when the primary settled or fell back inline: the secondary's cancel is held.
    func started(cancellingWith cancel: @escaping CancelLoad) {
        guard cancelCurrent == nil, !isSettled else { return }
        cancelCurrent = cancel
    }

    func fellBack(cancellingWith cancel: @escaping CancelLoad) {
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
