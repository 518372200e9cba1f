private import CDispatch
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

    /// Asks libdispatch itself, by the key's address (the key `setSpecific` registered): the overlay's
    /// `DispatchQueue.getSpecific` is an unspecialized generic that looks up its box's metadata on
    /// every call, 18 ns against 7 ns here, and this runs once per delivered completion.
    @usableFromInline
    static var isCurrent: Bool {
        dispatch_get_specific(Unmanaged.passUnretained(key).toOpaque()) != nil
    }

    /// Hands `value` to `completion` on the main queue: inline when already there (so a
    /// synchronous completion stays synchronous, in order, and allocates nothing), otherwise
    /// with one hop.
    ///
    /// Inlinable, so that each caller gets it specialized for its `Value`: called from another
    /// module as a generic, every delivery paid for a reabstraction thunk around `completion` (an
    /// allocation made on the completing thread and freed on the main queue's) and for copying
    /// `Value` through its metadata (docs/performance.md).
    @inlinable
    public static func deliver<Value: Sendable>(_ value: Value, to completion: @escaping @Sendable (Value) -> Void) {
        if isCurrent {
            completion(value)
        } else {
            enqueue(MainQueueDelivery(value, to: completion))
        }
    }

    /// Queues `hop` as a function and its context, not as a block: `DispatchQueue.main.async`
    /// would box the closure and copy it into a block, two allocations freed on another thread.
    /// The retain taken here is given back by `runHop` once the hop has run.
    @usableFromInline
    static func enqueue(_ hop: MainQueueHop) {
        dispatch_async_f(dispatch_get_main_queue(), Unmanaged.passRetained(hop).toOpaque(), runHop)
    }
}

private func runHop(_ context: UnsafeMutableRawPointer?) {
    guard let context else { return }
    Unmanaged<MainQueueHop>.fromOpaque(context).takeRetainedValue().run()
}
