/// Wraps any component whose completions may arrive on a background queue and re-delivers them on
/// the main queue. One generic decorator serves every protocol: each gets a conditional
/// conformance in its own extension.
///
/// The forwarded completions capture nothing but the caller's completion: not the decorator, so it
/// never outlives its owner, and not the caller, so nothing is retained past the load.
public final class MainQueueDispatchDecorator<T> {
    public let decoratee: T

    public init(decoratee: T) {
        self.decoratee = decoratee
    }
}
