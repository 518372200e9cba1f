import FeedFeature

/// Counts the loads a server answered, whatever it answered (an image, an error status, a body
/// that is no image); a timeout is no answer. A script's end waits while it grows.
@MainActor
public final class LoadAnswerCounter {
    public internal(set) var count = 0

    public init() {}
}

extension ResourceLoad {
    /// This load, counted by `counter` if it was answered.
    public func countingAnswers(in counter: LoadAnswerCounter) -> ResourceLoad {
        ResourceLoad { completion in
            self { result in
                if case .failure(LoadFailure.timedOut) = result {} else { counter.count += 1 }
                completion(result)
            }
        }
    }
}
