import FeedFeature

/// A value guarded by a lock, for the in-memory stores: they are `Sendable` and may be called from
/// any queue the composition root picks, yet must not know about queues themselves.
final class Locked<Value: Sendable>: Sendable {
    private let mutex: HandOffMutex<Value>

    init(_ value: Value) {
        mutex = HandOffMutex(value)
    }

    func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        mutex.withLock(body)
    }
}
