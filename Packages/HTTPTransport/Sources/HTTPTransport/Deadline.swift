/// A moment on the monotonic clock by which a request must be over. Each blocking step polls with
/// the time that remains, so a late timer can never let a step overrun it.
struct Deadline: Sendable {
    /// How long the request was given, to say so when it runs out.
    let seconds: Double
    private let instant: ContinuousClock.Instant

    init(secondsFromNow seconds: Double) {
        self.seconds = seconds
        instant = .now + .milliseconds(Int64((max(0, seconds) * 1000).rounded(.up)))
    }

    var hasPassed: Bool { .now >= instant }

    /// The time left as `poll` takes it: whole milliseconds, rounded up, so a wait never ends
    /// just before the deadline and spins.
    var remainingMilliseconds: Int32 {
        let remaining = ContinuousClock.now.duration(to: instant)
        guard remaining > .zero else { return 0 }
        let (seconds, attoseconds) = remaining.components
        let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: milliseconds)
    }
}
