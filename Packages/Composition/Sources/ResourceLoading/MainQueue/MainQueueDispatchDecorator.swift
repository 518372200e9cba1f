/// Wraps any component whose completions may arrive on a background queue and re-delivers them on
/// the main queue: the one way a loader's results get there. One generic decorator serves every
/// protocol, each with a conditional conformance (the domain's loaders beside it, the composition
/// root's own protocols at its edges); a loader becomes a `ResourceLoad` only through it
/// (`loader.dispatchingOnMainQueue()`, `ResourceLoad+Loaders`), and above it every concern is a
/// method on that load (docs/decorators-and-threading.md: the styles, every other hop).
///
/// The forwarded completions capture nothing but the caller's completion: not the decorator, so it
/// never outlives its owner, and not the caller, so nothing is retained past the load.
public final class MainQueueDispatchDecorator<T> {
    public let decoratee: T

    public init(decoratee: T) {
        self.decoratee = decoratee
    }
}
