import Dispatch
import FeedAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An in-process stand-in for the network: it answers from the built-in demo feed on a background
/// queue after a short delay, so the demo exercises the same threading as a real server does.
final class DemoHTTPClient: HTTPClient, Sendable {
    private let queue = DispatchQueue(label: "feed-tty.demo-network", attributes: .concurrent)
    private let latency: DispatchTimeInterval

    init(latency: DispatchTimeInterval = .milliseconds(150)) {
        self.latency = latency
    }

    func get(from url: URL, completion: @escaping @Sendable (HTTPClient.Result) -> Void) -> HTTPClientRequest {
        let delivery = SingleHTTPDelivery(completion)
        queue.asyncAfter(deadline: .now() + latency) {
            delivery.deliver(.success(DemoFeedServer.response(for: url)))
        }
        return DemoRequest(delivery: delivery)
    }

    private struct DemoRequest: HTTPClientRequest {
        let delivery: SingleHTTPDelivery

        func cancel() {
            delivery.deliver(.failure(URLError(.cancelled)))
        }
    }
}
