/// What one hop takes to the main queue: a value and the completion it is for, in one object that
/// libdispatch carries as a plain context pointer. A block would cost two allocations made on the
/// completing thread and freed on the main queue's (the closure's context and the block copied from
/// it); this is one. The class is the only generic part, so the function libdispatch calls stays
/// one C function for every `Value`.
@usableFromInline
class MainQueueHop {
    @usableFromInline
    init() {}

    @usableFromInline
    func run() {}
}

/// The hop of one `Value`. Safe to hand from the completing thread to the main queue's: both
/// properties are constants of `Sendable` types, set before the hop is queued.
@usableFromInline
final class MainQueueDelivery<Value: Sendable>: MainQueueHop {
    @usableFromInline
    let value: Value

    @usableFromInline
    let completion: @Sendable (Value) -> Void

    @inlinable
    init(_ value: Value, to completion: @escaping @Sendable (Value) -> Void) {
        self.value = value
        self.completion = completion
    }

    @inlinable
    override func run() {
        completion(value)
    }
}
