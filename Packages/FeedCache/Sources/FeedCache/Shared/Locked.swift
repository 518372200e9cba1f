import Synchronization

/// A value guarded by a lock, for the in-memory stores: they are `Sendable` and may be called from
/// any queue the composition root picks, yet must not know about queues themselves.
final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    // TSan can't see a contended `Mutex` being handed over (the kernel does it) and reports races that
    // aren't there; this release/acquire pair inside the lock restates the order the lock gives.
    private let handOff = Atomic(0)

    init(_ value: Value) {
        mutex = Mutex(value)
    }

    func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        mutex.withLock { value in
            _ = handOff.load(ordering: .acquiring)
            let result = body(&value)
            handOff.store(0, ordering: .releasing)
            return result
        }
    }
}
