/// Remembers whether the latest of a kind of load failed, for the exit status of a scripted run.
@MainActor
public final class LoadOutcomeRecorder {
    public private(set) var failed = false

    public init() {}

    public func track<Resource: Sendable>(_ load: ResourceLoad<Resource>) -> ResourceLoad<Resource> {
        ResourceLoad { completion in
            load { result in
                if case .failure = result { self.failed = true } else { self.failed = false }
                completion(result)
            }
        }
    }
}
