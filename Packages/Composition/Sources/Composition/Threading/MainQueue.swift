import Dispatch

/// Knows whether code is running on the main queue, and runs work there.
///
/// The check uses a queue-specific key, not `Thread.isMainThread`: under `dispatchMain()` on
/// Linux the main queue is drained by worker threads, so `Thread.isMainThread` is false inside
/// main-queue blocks and the inline path would never be taken.
enum MainQueue {
    private static let key: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) != nil
    }

    /// Runs `work` inline when already on the main queue (so a synchronous completion stays
    /// synchronous, in order), otherwise hops to the main queue.
    static func perform(_ work: @escaping @Sendable () -> Void) {
        if isCurrent {
            work()
        } else {
            DispatchQueue.main.async(execute: work)
        }
    }
}
