import Synchronization

/// A `Mutex` whose hand-overs ThreadSanitizer can follow. TSan can't see a contended `Mutex` being
/// handed over (the kernel does it) and reports races that aren't there; the release/acquire pair
/// on `handOff` inside the lock restates the order the lock already gives.
struct HandOffMutex<Value: Sendable>: ~Copyable, Sendable {
    private let mutex: Mutex<Value>
    private let handOff = Atomic(0)

    init(_ value: Value) {
        mutex = Mutex(value)
    }

    /// `body` must not lock this mutex again: `Mutex` is not recursive.
    borrowing func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        mutex.withLock { value in
            _ = handOff.load(ordering: .acquiring)
            let result = body(&value)
            handOff.store(0, ordering: .releasing)
            return result
        }
    }
}
