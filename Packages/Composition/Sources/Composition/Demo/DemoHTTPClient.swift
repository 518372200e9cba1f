import Dispatch
import FeedAPI
import Foundation
import Synchronization

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
        let task = DemoTask()
        queue.asyncAfter(deadline: .now() + latency) {
            guard !task.isCancelled else { return completion(.failure(URLError(.cancelled))) }
            completion(.success(DemoFeedServer.response(for: url)))
        }
        return task
    }

    private final class DemoTask: HTTPClientRequest, Sendable {
        private let cancelled = Atomic(false)

        var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

        func cancel() {
            cancelled.store(true, ordering: .releasing)
        }
    }
}
