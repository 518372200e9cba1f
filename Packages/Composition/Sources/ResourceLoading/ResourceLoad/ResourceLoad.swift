/// One load of a resource as the composition root hands it to a screen: start it, get one result
/// back, or cancel it and get none. Made from a loader only behind `MainQueueDispatchDecorator`
/// (`loader.dispatchingOnMainQueue()`), it starts and completes on the main actor.
///
/// Every cross-cutting concern is a method that returns a decorated load (`withDeadline`, `logged`,
/// `fallingBack`, `caching`, `counted`, `waitingForTurn`, …), each written once for every kind of
/// resource, so a recipe stacks them in the order they read (docs/decorators-and-threading.md).
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

    /// This load, its resource turned into another by `transform` on the way out; a failure, and
    /// cancelling, are as they were. So two loads of different kinds can be given one shape (the
    /// feed's network and cache loads each say where their page came from) before they are
    /// decorated together.
    public func map<NewResource: Sendable>(
        _ transform: @escaping @MainActor (Resource) -> NewResource
    ) -> ResourceLoad<NewResource> {
        ResourceLoad<NewResource> { completion in
            self { result in completion(result.map(transform)) }
        }
    }

    /// This load, its resource turned into another by `transform`, whose error is the load's
    /// failure: for a resource that can turn out unusable only once it is looked at.
    public func tryMap<NewResource: Sendable>(
        _ transform: @escaping @MainActor (Resource) throws -> NewResource
    ) -> ResourceLoad<NewResource> {
        ResourceLoad<NewResource> { completion in
            self { result in completion(result.flatMap { resource in Result { try transform(resource) } }) }
        }
    }

    /// A load that delivers `resource` at once: a copy already at hand (a stale image, shown while
    /// its server cannot be asked).
    public static func succeeding(with resource: Resource) -> ResourceLoad {
        ResourceLoad { completion in
            completion(.success(resource))
            return {}
        }
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
