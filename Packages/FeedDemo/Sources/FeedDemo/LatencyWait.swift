import Foundation

/// What a demo request waits through before it answers: the network's latency, which `cancel()`,
/// from any thread, must end as promptly as a real transport's cancel does. A protocol so that
/// the request's tests drive it without spending that time.
protocol LatencyWait: Sendable {
    /// Blocks for `seconds`; true when they all passed, false once the wait is cancelled.
    func wait(seconds: TimeInterval) -> Bool
    func cancel()
}
