import Synchronization

/// A `Mutex` whose hand-overs ThreadSanitizer can follow, for the few values that callers on
/// different queues share (a pending completion, an in-memory store, a connection pool). TSan
/// can't see a contended `Mutex` being handed over (the kernel does it) and reports races that
/// aren't there; the release/acquire pair on `handOff` inside the lock restates the order the
/// lock already gives. It lives in the innermost package because every layer that needs it
/// depends on this one and nothing else; it knows nothing of queues.
///
/// Inlinable, so that other packages get it specialized for what it guards: called across the
/// package boundary unspecialized, each lock cost about a thousand instructions, and an HTTP
/// request takes several.
public struct HandOffMutex<Value: Sendable>: ~Copyable, Sendable {
    @usableFromInline let mutex: Mutex<Value>
    @usableFromInline let handOff = Atomic(0)

    @inlinable
    public init(_ value: Value) {
        mutex = Mutex(value)
    }

    /// `body` must not lock this mutex again: `Mutex` is not recursive.
    @inlinable
    public borrowing func withLock<Result: Sendable>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try mutex.withLock { value in
            _ = handOff.load(ordering: .acquiring)
            defer { handOff.store(0, ordering: .releasing) }
            return try body(&value)
        }
    }
}
