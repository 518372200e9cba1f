import Dispatch

/// Knows whether code is running on the main queue, and runs work there.
///
/// The check uses a queue-specific key, not Foundation's main-thread test: under `dispatchMain()` on
/// Linux the main queue is drained by worker threads, so that test answers false inside
/// main-queue blocks and the inline path would never be taken.
public enum MainQueue {
    private static let key: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) != nil
    }

    /// Hands `value` to `completion` on the main queue: inline when already there (so a
    /// synchronous completion stays synchronous, in order, and allocates nothing), otherwise
    /// with one hop.
    public static func deliver<Value: Sendable>(_ value: Value, to completion: @escaping @Sendable (Value) -> Void) {
        if isCurrent {
            completion(value)
        } else {
            DispatchQueue.main.async { completion(value) }
        }
    }
}
