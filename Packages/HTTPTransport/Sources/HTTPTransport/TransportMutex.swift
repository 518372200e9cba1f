import Synchronization

/// FeedFeature's `HandOffMutex` (a `Mutex` whose hand-overs ThreadSanitizer can follow, see
/// there), again in this module so that the compiler specializes it for each value it guards.
/// Across the module boundary each `withLock` went through generic metadata look-ups and
/// unspecialized calls, about a thousand instructions, and a request takes several locks.
struct TransportMutex<Value: Sendable>: ~Copyable, Sendable {
    private let mutex: Mutex<Value>
    private let handOff = Atomic(0)

    init(_ value: Value) {
        mutex = Mutex(value)
    }

    /// `body` must not lock this mutex again: `Mutex` is not recursive.
    borrowing func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try mutex.withLock { value in
            _ = handOff.load(ordering: .acquiring)
            defer { handOff.store(0, ordering: .releasing) }
            return try body(&value)
        }
    }
}
