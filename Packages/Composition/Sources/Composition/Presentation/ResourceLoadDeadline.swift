import Dispatch
import Foundation

/// `load`, given at most `seconds` to complete: past that it is cancelled and fails with a
/// timeout. URLSession on Linux does not enforce `timeoutIntervalForResource`, so a server that
/// trickles a body a few bytes at a time would otherwise hold a load, and a scripted run, forever.
@MainActor
func withDeadline<Resource: Sendable>(
    _ seconds: TimeInterval,
    _ load: @escaping ResourceLoad<Resource>
) -> ResourceLoad<Resource> {
    { completion in
        let outcome = DeadlineOutcome()
        let cancel = load { result in
            MainActor.assumeIsolated {
                if outcome.settle() { completion(result) }
            }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
            MainActor.assumeIsolated {
                guard outcome.settle() else { return }
                cancel()
                completion(.failure(URLError(.timedOut)))
            }
        }
        return {
            if outcome.settle() { cancel() }
        }
    }
}

/// Whichever of result, deadline and cancellation comes first settles the load; the others do
/// nothing.
@MainActor
private final class DeadlineOutcome {
    private var isSettled = false

    func settle() -> Bool {
        defer { isSettled = true }
        return !isSettled
    }
}
