import Dispatch
import FeedAPI
import FeedFeature
import Foundation
import ResourceLoading

/// Adapts a client that blocks its caller (`BlockingHTTPClient`) to the completion-based
/// `HTTPClient` the loaders use, by performing each request on a background queue: the mirror image
/// of `MainQueueDispatchDecorator` (docs/decorators-and-threading.md). `cancel()` delivers
/// `URLError(.cancelled)` unless the response came first (`SingleHTTPDelivery`), then interrupts the
/// blocked request. Each request gets a serial queue of its own: such queues are overcommitting,
/// so a request blocked on a slow server never holds up another, as among a global queue's threads.
final class BackgroundQueueHTTPClientAdapter: HTTPClient, Sendable {
    private let client: any BlockingHTTPClient
    private let label: String

    init(_ client: any BlockingHTTPClient, label: String = "feed-tty.http") {
        self.client = client
        self.label = label
    }

    @discardableResult
    func get(from url: URL, completion: @escaping @Sendable (HTTPClient.Result) -> Void) -> HTTPClientRequest {
        let request = client.request(for: url)
        let delivery = SingleHTTPDelivery(completion)
        DispatchQueue(label: label, qos: .userInitiated).async {
            delivery.deliver(Result { try request.perform() })
        }
        return BackgroundRequest(request: request, delivery: delivery)
    }

    private struct BackgroundRequest: HTTPClientRequest {
        let request: any BlockingHTTPRequest
        let delivery: SingleHTTPDelivery

        func cancel() {
            delivery.deliver(.failure(URLError(.cancelled)))
            request.cancel()
        }
    }
}
