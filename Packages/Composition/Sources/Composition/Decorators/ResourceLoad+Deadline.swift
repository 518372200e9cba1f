import Dispatch
import FeedFeature
import Foundation

extension ResourceLoad {
    /// At most `seconds` from start to result: past that the load is cancelled and fails with
    /// `LoadFailure.timedOut(seconds:)`, which says how long it was given. `nil` means no limit. The network transport keeps a deadline of its
    /// own; this one bounds every load alike, whatever client or cache is behind it.
    func withDeadline(_ seconds: TimeInterval?) -> ResourceLoad {
        guard let seconds else { return self }
        return ResourceLoad { completion in
            let outcome = FirstOutcome()
            let cancel = self { result in
                MainActor.assumeIsolated {
                    if outcome.settle() { completion(result) }
                }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
                MainActor.assumeIsolated {
                    guard outcome.settle() else { return }
                    cancel()
                    completion(.failure(LoadFailure.timedOut(seconds: seconds)))
                }
            }
            return {
                if outcome.settle() { cancel() }
            }
        }
    }
}

/// Whichever of result, deadline and cancellation comes first settles the load; the others do
/// nothing.
@MainActor
private final class FirstOutcome {
    private var isSettled = false

    func settle() -> Bool {
        defer { isSettled = true }
        return !isSettled
    }
}
