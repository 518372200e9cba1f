import FeedFeature

/// Counts the loads a server answered, whatever it answered: an image, an error status, a body
/// that is no image. A timeout is no answer. What a scripted run's end of input watches to know
/// whether the server is still there (`EndOfInputDeadline`).
@MainActor
public final class LoadAnswerCounter {
    public private(set) var count = 0

    public init() {}

    func record<Resource>(_ result: Result<Resource, Error>) {
        switch result {
        case .failure(LoadFailure.timedOut), .failure(LoadFailure.runTimeRanOut): return
        case .success, .failure: count += 1
        }
    }
}

extension ResourceLoad {
    /// This load, its answer counted by `counter` (see `LoadAnswerCounter`).
    public func countingAnswers(in counter: LoadAnswerCounter) -> ResourceLoad {
        ResourceLoad { completion in
            self { result in
                counter.record(result)
                completion(result)
            }
        }
    }
}
