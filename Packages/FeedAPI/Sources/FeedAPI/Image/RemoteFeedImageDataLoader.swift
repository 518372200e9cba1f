import FeedFeature
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Not `Sendable`, for the same reason as `RemoteLoader`: it holds a client that need not be.
/// Like `RemoteLoader`, it stops delivering once it is deallocated; a cancelled task never delivers.
public final class RemoteFeedImageDataLoader: FeedImageDataLoader {
    public enum Error: Swift.Error, Equatable {
        case connectivity
        case invalidData
    }

    /// Lives exactly as long as this loader (see `RemoteLoader.LifetimeToken`).
    private final class LifetimeToken: Sendable {}

    private let client: any HTTPClient
    private let token = LifetimeToken()

    public init(client: any HTTPClient) {
        self.client = client
    }

    public func loadImageData(
        from url: URL, completion: @escaping @Sendable (FeedImageDataLoader.Result) -> Void
    ) -> FeedImageDataLoaderTask {
        let pending = PendingCompletion(completion)
        let task = client.get(from: url) { [weak token] result in
            guard token != nil else { return }

            pending.complete(with: Self.map(result))
        }
        return HTTPClientTaskWrapper(pending: pending, wrapped: task)
    }

    private static func map(_ result: HTTPClient.Result) -> FeedImageDataLoader.Result {
        result
            .mapError { _ in Error.connectivity }
            .flatMap { data, response in
                Result { try FeedImageDataMapper.map(data, from: response) }.mapError { _ in Error.invalidData }
            }
    }
}

private struct HTTPClientTaskWrapper: FeedImageDataLoaderTask {
    let pending: PendingCompletion
    let wrapped: any HTTPClientTask

    func cancel() {
        pending.cancel()
        // After the completion is dropped: a client may complete synchronously when cancelled.
        wrapped.cancel()
    }
}

/// The one part of a load that the client's `@Sendable` completion captures.
private final class PendingCompletion: Sendable {
    typealias Completion = @Sendable (FeedImageDataLoader.Result) -> Void

    private struct State {
        var completion: Completion?
    }

    // Completions arrive on arbitrary queues while cancel() comes from the main queue.
    private let state: Mutex<State>

    // TSan can't see a contended `Mutex` being handed over (the kernel does it) and reports races that
    // aren't there; this release/acquire pair inside the lock restates the order the lock gives.
    private let handOff = Atomic(0)

    init(_ completion: @escaping Completion) {
        state = Mutex(State(completion: completion))
    }

    /// Calls the completion while holding the lock, so a `cancel()` that has returned can never be
    /// followed by a delivery. So the completion must not cancel its own task: `Mutex` is not recursive.
    func complete(with result: FeedImageDataLoader.Result) {
        withLock { $0.completion.take()?(result) }
    }

    func cancel() {
        withLock { $0.completion = nil }
    }

    private func withLock(_ body: (inout State) -> Void) {
        state.withLock { state in
            _ = handOff.load(ordering: .acquiring)
            body(&state)
            handOff.store(0, ordering: .releasing)
        }
    }
}
