/// Remembers whether the latest of a kind of load failed, for the exit status of a scripted run;
/// `recordingOutcome(in:)` is how a load tells it.
@MainActor
public final class LoadOutcomeRecorder {
    public internal(set) var failed = false

    public init() {}
}
