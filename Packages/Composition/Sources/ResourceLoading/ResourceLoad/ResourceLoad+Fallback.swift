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
        then { result in
            switch result {
            case let .success(resource):
                return .succeeding(with: resource)
            case let .failure(primaryError):
                let fallback = secondary(primaryError)
                guard reported == .primary else { return fallback }
                return ResourceLoad { completion in fallback { completion($0.mapError { _ in primaryError }) } }
            }
        }
    }
}
