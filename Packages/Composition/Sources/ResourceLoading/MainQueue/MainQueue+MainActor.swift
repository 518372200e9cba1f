extension MainQueue {
    /// `body` as the completion a component's protocol asks for. The domain's and the fronts'
    /// protocols cannot name the main actor, so their completions are typed as running anywhere;
    /// behind `MainQueueDispatchDecorator` they run on the main queue, and this is where that is
    /// asserted, once for the whole composition: a component that reaches a screen undecorated
    /// stops the process at once instead of corrupting it quietly.
    public static func onMainActor<Value: Sendable>(_ body: @escaping @MainActor (Value) -> Void)
        -> @Sendable (Value) -> Void
    {
        { value in MainActor.assumeIsolated { body(value) } }
    }
}
