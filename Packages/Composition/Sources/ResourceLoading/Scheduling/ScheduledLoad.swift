/// An image waiting for one of the scheduler's places, or holding one.
@MainActor
public protocol ScheduledLoad: AnyObject {
    /// False once it no longer wants its turn (cancelled while waiting): it is skipped.
    var isWaiting: Bool { get }
    /// Its turn has come: it starts loading, and calls `finish` or `cancelInFlight` when done.
    /// False when it cannot use the turn after all (its cell is gone).
    func start() -> Bool
    /// Ends it as a failed load would end, whether it is waiting or loading.
    func fail(with error: Error)
}
