/// Wraps any component whose completions may arrive on a background queue and re-delivers them on
/// the main queue. One generic decorator serves every protocol: each gets a conditional
/// conformance in its own extension, at the edge of the composition root
/// (`Composition/Edges/MainQueue`).
///
/// It is the one way a loader's results come onto the main queue; above it, each load is a
/// `ResourceLoad`, whose decorators all run there. docs/decorators-and-threading.md says why the
/// two styles meet here, and lists every other hop onto the main queue.
///
/// The forwarded completions capture nothing but the caller's completion: not the decorator, so it
/// never outlives its owner, and not the caller, so nothing is retained past the load.
public final class MainQueueDispatchDecorator<T> {
    public let decoratee: T

    public init(decoratee: T) {
        self.decoratee = decoratee
    }
}
