/// One hop's work, as an object libdispatch carries to the main queue as a plain context pointer.
/// Safe to hand from the completing thread to the main queue's: its one property is a constant
/// `@Sendable` closure, set before the hop is queued.
final class MainQueueHop {
    let work: @Sendable () -> Void

    init(_ work: @escaping @Sendable () -> Void) {
        self.work = work
    }
}
