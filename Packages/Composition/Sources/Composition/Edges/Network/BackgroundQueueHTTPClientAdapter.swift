import Dispatch
import FeedAPI
import Foundation

/// Adapts a client that blocks its caller (`BlockingHTTPClient`) to the completion-based
/// `HTTPClient` the loaders use, by performing each request, and reading its body as it arrives,
/// on a background queue: the mirror image of `MainQueueDispatchDecorator`
/// (docs/decorators-and-threading.md). `cancel()` delivers `URLError(.cancelled)` unless the
/// response came first (`SingleHTTPDelivery`), then interrupts the blocked request. Each request
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
        completion: @escaping SingleHTTPDelivery<Resource>.Completion
    ) -> HTTPClientRequest {
        let request = client.request(for: url, headerFields: headerFields)
        let delivery = SingleHTTPDelivery(completion)
        makeQueue().async { delivery.deliver(Swift.Result { try request.perform(reading: makeReader) }) }
        return BackgroundRequest(request: request, delivery: delivery)
    }

    private struct BackgroundRequest<Value: Sendable>: HTTPClientRequest {
        let request: any BlockingHTTPRequest
        let delivery: SingleHTTPDelivery<Value>

        func cancel() {
            delivery.deliver(.failure(URLError(.cancelled)))
            request.cancel()
        }
    }
}
