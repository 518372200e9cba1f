import Synchronization

/// A value that `@Sendable` completions can write from any queue and tests can read afterwards.
public final class LockedBox<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    public init(_ value: Value) {
        mutex = Mutex(value)
    }

    public var value: Value {
        mutex.withLock { $0 }
    }

    public func mutate(_ body: @Sendable (inout Value) -> Void) {
        mutex.withLock { body(&$0) }
    }
}
