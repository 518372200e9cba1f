import Dispatch
import FeedAPI
import FeedFeature
import Foundation

/// Adapts a client that blocks its caller (`BlockingHTTPClient`) to the completion-based
/// `HTTPClient` the loaders use, by performing each request, and reading its body as it arrives,
/// on a background queue: the mirror image of `MainQueueDispatchDecorator`
/// (docs/decorators-and-threading.md). `cancel()` delivers `URLError(.cancelled)` unless the
/// response came first (`SingleDelivery`), then interrupts the blocked request. Each request
/// has a serial queue of its own (overcommitting): one blocked on a slow server holds up no other.
final class BackgroundQueueHTTPClientAdapter: HTTPClient, Sendable {
    private let client: any BlockingHTTPClient
    private let makeQueue: @Sendable () -> DispatchQueue

    /// `makeQueue` gives each request its queue; a test keeps them to wait for what they run.
    init(
        _ client: any BlockingHTTPClient,
        makeQueue: @escaping @Sendable () -> DispatchQueue = {
            DispatchQueue(label: "feed-tty.http", qos: .userInitiated)
        }
    ) {
        self.client = client
        self.makeQueue = makeQueue
    }

    @discardableResult
    func get(from url: URL, completion: @escaping @Sendable (consuming HTTPClient.Result) -> Void) -> HTTPClientRequest
    {
        get(from: url, reading: { WholeBodyReader(for: $0) { ($0, $1) } }, completion: completion)
    }

    @discardableResult
    func get<Resource: Sendable>(
        from url: URL, headerFields: [String: String],
        reading makeReader: @escaping @Sendable (HTTPResponse) -> any HTTPBodyReader<Resource>,
        completion: @escaping SingleDelivery<Resource>.Completion
    ) -> HTTPClientRequest {
        let request = client.request(for: url, headerFields: headerFields)
        let delivery = SingleDelivery(completion)
        makeQueue().async { delivery.deliver(Swift.Result { try request.perform(reading: makeReader) }) }
        return BackgroundRequest(request: request, delivery: delivery)
    }

    private struct BackgroundRequest<Value: Sendable>: HTTPClientRequest {
        let request: any BlockingHTTPRequest
        let delivery: SingleDelivery<Value>

        func cancel() {
            delivery.deliver(.failure(URLError(.cancelled)))
            request.cancel()
        }
    }

    /// The completion of one request, called once, with whichever comes first of the result and
    /// the cancellation; the other is dropped. The completion runs inside the lock, so a `cancel()`
    /// that has returned has either delivered or seen the delivery finish: never one after it. The
    /// completion must therefore not cancel its own request.
    final class SingleDelivery<Value: Sendable>: Sendable {
        typealias Completion = @Sendable (consuming Result<Value, Error>) -> Void

        private let completion: HandOffMutex<Completion?>

        init(_ completion: @escaping Completion) {
            self.completion = HandOffMutex(completion)
        }

        /// Hands `result` on, not a copy of it: the completion may let go of the body while it runs.
        func deliver(_ result: consuming Result<Value, Error>) {
            var pending = Optional(result)
            completion.withLock { $0.take()?(pending.take()!) }
        }
    }
}
