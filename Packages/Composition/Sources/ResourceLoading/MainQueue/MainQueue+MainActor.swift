extension MainQueue {
    /// `body` as the completion a component's protocol asks for. The domain's and the fronts'
    /// protocols cannot name the main actor, so their completions are typed as running anywhere;
    /// behind `MainQueueDispatchDecorator` they run on the main queue, and this is where that is
    /// asserted. A load is made only from the decorator, so there the compiler holds it
    /// (`ResourceLoad+Loaders`); where a protocol's events are taken by hand (the input readers, a
    /// page's `loadMore`), a component that reaches a screen undecorated stops the process at once
    /// instead of corrupting it quietly.
    public static func onMainActor<Value: Sendable>(_ body: @escaping @MainActor (Value) -> Void)
        -> @Sendable (Value) -> Void
    {
        { value in MainActor.assumeIsolated { body(value) } }
    }

    /// `body` on the main actor at one of the main queue's later turns, from any queue: `hop`, the
    /// one way onto the main queue, with its work typed as there.
    public static func hop(onMainActor body: @escaping @MainActor () -> Void) {
        hop { MainActor.assumeIsolated(body) }
    }
}
