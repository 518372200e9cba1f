import Dispatch
import FeedAPI
import FeedFeature
import Foundation
import ResourceLoading

/// Adapts a client that blocks its caller (`BlockingHTTPClient`) to the completion-based
/// `HTTPClient` the loaders use, by performing each request on a background queue: the mirror image
/// of `MainQueueDispatchDecorator`, and the one place that decides where network waiting happens.
///
/// Each request gets a serial queue of its own. Such queues are overcommitting: a request blocked
/// on a slow server never holds up another, as it could among the few threads of a global queue.
///
/// `cancel()` completes the request with `URLError(.cancelled)` before it returns, unless it has
/// already completed, and interrupts the blocked request; the completion runs exactly once, never
/// after `cancel()` has returned.
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
