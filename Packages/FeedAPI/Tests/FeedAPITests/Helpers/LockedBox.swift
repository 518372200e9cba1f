import Synchronization

/// A value that `@Sendable` completions can write from any queue and tests can read afterwards.
final class LockedBox<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    init(_ value: Value) {
        mutex = Mutex(value)
    }

    var value: Value {
        mutex.withLock { $0 }
    }

    func mutate(_ body: @Sendable (inout Value) -> Void) {
        mutex.withLock { body(&$0) }
    }
}
