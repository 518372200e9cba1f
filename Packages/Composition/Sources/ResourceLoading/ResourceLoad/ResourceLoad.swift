/// One load of a resource as the composition root hands it to a screen: start it, get one result
/// back, or cancel it and get none. Loads start on the main actor and, once decorated, complete
/// on the main queue.
///
/// It is the one shape every cross-cutting concern decorates: each concern is a method that
/// returns a decorated load (`withDeadline`, `logged`, `fallingBack`, `caching`, `counted`,
/// `recordingOutcome`, `waitingForTurn`: this target's folders), so the composer stacks them in
/// the order they read, each written once for every kind of resource. A load is
/// made from a loader that delivers on the main queue (`MainQueueDispatchDecorator`);
/// docs/decorators-and-threading.md gives the order.
@MainActor
public struct ResourceLoad<Resource: Sendable> {
    public typealias Completion = @MainActor (Result<Resource, Error>) -> Void

    private let start: @MainActor (_ completion: @escaping Completion) -> CancelLoad

    public init(_ start: @escaping @MainActor (_ completion: @escaping Completion) -> CancelLoad) {
        self.start = start
    }

    /// Starts the load; the returned closure cancels it.
    @discardableResult
    public func callAsFunction(_ completion: @escaping Completion) -> CancelLoad {
        start(completion)
    }

    /// A load that fails at once with `error`, for a request that cannot even be made (a base URL
    /// the endpoints cannot turn into a request URL): the screen shows an error instead of a trap.
    public static func failing(with error: Error) -> ResourceLoad {
        ResourceLoad { completion in
            completion(.failure(error))
            return {}
        }
    }
}

public typealias CancelLoad = @MainActor () -> Void
