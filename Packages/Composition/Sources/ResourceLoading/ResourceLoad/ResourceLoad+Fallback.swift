extension ResourceLoad {
    /// Which failure a fallback delivers when both its loads fail: the one that says why the user
    /// has nothing: the primary's when the secondary only adds that it has nothing either (an
    /// empty cache behind the network), else the secondary's, the default.
    public enum ReportedFailure: Sendable {
        case primary
        case secondary
    }

    /// This load, and `secondary` if it fails (remote then local, or local then remote).
    /// Cancelling cancels whichever is under way, and nothing is delivered after it.
    public func fallingBack(to secondary: ResourceLoad, whenBothFailReporting reported: ReportedFailure = .secondary)
        -> ResourceLoad
    {
        fallingBack(toLoadFor: { _ in secondary }, whenBothFailReporting: reported)
    }

    /// This load, and the load `secondary` makes for its failure if it fails: so what the
    /// secondary delivers can say why it was needed (the offline feed, that the server answered
    /// with an error).
    public func fallingBack(
        toLoadFor secondary: @escaping @MainActor (Error) -> ResourceLoad,
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
                if case let .failure(primaryError) = result {
                    load.fellBack(
                        cancellingWith: secondary(primaryError)(Self.reporting(reported, primaryError, to: settle)))
                } else {
                    settle(result)
                }
            }
            load.started(cancellingWith: cancelPrimary)
            return { load.cancel() }
        }
    }

    /// `completion`, for the secondary's result, with its failure replaced by the primary's when
    /// that is the one to report.
    private static func reporting(
        _ reported: ReportedFailure, _ primaryError: Error, to completion: @escaping Completion
    )
        -> Completion
    {
        guard reported == .primary else { return completion }
        return { result in completion(result.mapError { _ in primaryError }) }
    }
}

/// Which of the two loads is under way. Once the load has settled or been cancelled it lets go of
/// the cancel it held, and with it what the load underneath was made of.
@MainActor
private final class FallbackLoad {
    private var cancelCurrent: CancelLoad?
    private(set) var isCancelled = false
    private var hasFallenBack = false
    private var isSettled = false

    /// Nothing to hold when the primary settled, or handed over, inline.
    func started(cancellingWith cancel: @escaping CancelLoad) {
        guard !hasFallenBack, !isSettled else { return }
        cancelCurrent = cancel
    }

    func fellBack(cancellingWith cancel: @escaping CancelLoad) {
        hasFallenBack = true
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
