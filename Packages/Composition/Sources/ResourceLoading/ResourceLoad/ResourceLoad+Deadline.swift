import FeedFeature
import Foundation

extension ResourceLoad {
    /// At most `seconds` from start to result: past that the load is cancelled and fails with
    /// `LoadFailure.timedOut(seconds:)`, which says how long it was given. `nil` means no limit.
    /// The network transport keeps a deadline of its own; this one bounds every load alike,
    /// whatever client or cache is behind it.
    public func withDeadline(_ seconds: TimeInterval?, on scheduler: any MainScheduler) -> ResourceLoad {
        guard let seconds else { return self }
        return ResourceLoad { completion in
            let load = LoadUnderDeadline(completion: completion)
            let cancel = self { result in load.settle(with: result) }
            load.start(cancel: cancel, expiringAfter: seconds, on: scheduler)
            return { load.cancel() }
        }
    }
}

/// Whichever of result, deadline and cancellation comes first settles the load; the others do
/// nothing. Settling lets go of the timer, the decoratee's cancel and the completion at once: a
/// load that ended does not keep what it was made of (a connection's descriptors, its data) alive
/// until its deadline would have passed.
@MainActor
private final class LoadUnderDeadline<Resource: Sendable> {
    private var completion: ResourceLoad<Resource>.Completion?
    private var cancelDecoratee: CancelLoad?
    private var cancelTimer: CancelScheduled?

    init(completion: @escaping ResourceLoad<Resource>.Completion) {
        self.completion = completion
    }

    func start(cancel: @escaping CancelLoad, expiringAfter seconds: TimeInterval, on scheduler: any MainScheduler) {
        guard completion != nil else { return }  // settled inline
        cancelDecoratee = cancel
        cancelTimer = scheduler.schedule(after: seconds) { [weak self] in self?.expire(after: seconds) }
    }

    func settle(with result: Result<Resource, Error>) {
        end()?(result)
    }

    func cancel() {
        let cancel = cancelDecoratee
        guard end() != nil else { return }
        cancel?()
    }

    private func expire(after seconds: TimeInterval) {
        guard let completion else { return }
        cancel()
        completion(.failure(LoadFailure.timedOut(seconds: seconds)))
    }

    /// The completion, the first time only.
    private func end() -> ResourceLoad<Resource>.Completion? {
        defer {
            completion = nil
            cancelDecoratee = nil
            cancelTimer?()
            cancelTimer = nil
        }
        return completion
    }
}
