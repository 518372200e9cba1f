private import CDispatch

/// Knows whether code is running on the main queue, and runs work there.
///
/// Each conformance delivers `MainQueue.isCurrent ? completion(value) : MainQueue.hop { completion(value) }`:
/// inline when already there (a synchronous completion stays synchronous, in order, and allocates
/// nothing), otherwise with one hop. Not behind a generic `deliver(_:to:)`: its caller would
/// allocate a reabstraction thunk for `completion` before the queue test, inline too
/// (docs/performance.md).
public enum MainQueue {
    /// The current queue's label is the main queue's own: the same pointer, which no other queue
    /// can hold (libdispatch copies every other queue's label). Not Foundation's main-thread test:
    /// under `dispatchMain()` on Linux worker threads drain the main queue, and there it is false.
    /// A queue that only targets the main queue is not it here: its completions hop, still to the
    /// main queue (why not a queue-specific key: docs/performance.md).
    public static var isCurrent: Bool {
        dispatch_queue_get_label(nil) == dispatch_queue_get_label(dispatch_get_main_queue())
    }

    /// Queues `work` on the main queue with a function and its context, not as a block:
    /// `DispatchQueue.main.async` would copy the closure into a block, one allocation more made on
    /// the completing thread and freed on the main queue's. The retain taken here is given back by
    /// `runHop` once the work has run.
    public static func hop(_ work: @escaping @Sendable () -> Void) {
        dispatch_async_f(dispatch_get_main_queue(), Unmanaged.passRetained(MainQueueHop(work)).toOpaque(), runHop)
    }
}

private func runHop(_ context: UnsafeMutableRawPointer?) {
    guard let context else { return }
    Unmanaged<MainQueueHop>.fromOpaque(context).takeRetainedValue().work()
}

/// One hop's work, as an object libdispatch carries to the main queue as a plain context pointer.
/// Safe to hand from the completing thread to the main queue's: its one property is a constant
/// `@Sendable` closure, set before the hop is queued.
private final class MainQueueHop {
    let work: @Sendable () -> Void

    init(_ work: @escaping @Sendable () -> Void) {
        self.work = work
    }
}
