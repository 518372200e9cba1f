/// Wraps any component whose completions may arrive on a background queue and re-delivers them on
/// the main queue: the one way a loader's results get there. One generic decorator serves every
/// protocol, each with a conditional conformance at the composition root's edge; above it each
/// load is a `ResourceLoad` (docs/decorators-and-threading.md: the two styles, every other hop).
///
/// The forwarded completions capture nothing but the caller's completion: not the decorator, so it
/// never outlives its owner, and not the caller, so nothing is retained past the load.
public final class MainQueueDispatchDecorator<T> {
    public let decoratee: T

    public init(decoratee: T) {
        self.decoratee = decoratee
    }
}
