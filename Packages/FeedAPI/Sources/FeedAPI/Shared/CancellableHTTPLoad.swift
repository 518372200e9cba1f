import FeedFeature

/// One load over HTTP that can be given up: `cancel()` cancels the request and guarantees that the
/// completion is never called once it has returned. It is the task the remote loaders hand out, so
/// it is every loader task protocol that promises that.
struct CancellableHTTPLoad<Value: Sendable>: FeedLoaderRequest, FeedImageDataRequest, ImageCommentsRequest {
    typealias Result = Swift.Result<Value, Swift.Error>
    typealias Completion = @Sendable (Result) -> Void

    private let pending: PendingCompletion<Value>
    private let request: any HTTPClientRequest

    /// `start` sends the request and hands its mapped result to `deliver`, which calls `completion`
    /// unless the load has been cancelled.
    init(completion: @escaping Completion, start: (_ deliver: @escaping Completion) -> any HTTPClientRequest) {
        let pending = PendingCompletion(completion)
        self.pending = pending
        request = start { result in pending.complete(with: result) }
    }

    func cancel() {
        pending.cancel()
        // After the completion is dropped: a client may complete synchronously when cancelled.
        request.cancel()
    }
}

/// The one part of a load that the client's `@Sendable` completion captures.
private final class PendingCompletion<Value: Sendable>: Sendable {
    typealias Completion = CancellableHTTPLoad<Value>.Completion

    private struct State {
        var completion: Completion?
    }

    // Completions arrive on arbitrary queues while cancel() comes from the main queue.
    private let state: HandOffMutex<State>

    init(_ completion: @escaping Completion) {
        state = HandOffMutex(State(completion: completion))
    }

    /// Calls the completion while holding the lock, so a `cancel()` that has returned can never be
    /// followed by a delivery. So the completion must not cancel its own task: `Mutex` is not recursive.
    func complete(with result: CancellableHTTPLoad<Value>.Result) {
        state.withLock { $0.completion.take()?(result) }
    }

    func cancel() {
        state.withLock { $0.completion = nil }
    }
}
