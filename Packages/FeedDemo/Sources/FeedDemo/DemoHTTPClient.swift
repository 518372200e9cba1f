import FeedAPI
import Foundation

/// Serves the demo feed in-process: each request answers from `server` after `latency` seconds.
final class DemoHTTPClient: BlockingHTTPClient {
    private let server: DemoFeedServer
    private let latency: TimeInterval

    init(server: DemoFeedServer, latency: TimeInterval) {
        self.server = server
        self.latency = latency
    }

    func request(for url: URL) -> any BlockingHTTPRequest {
        DemoHTTPRequest(url: url, server: server, latency: latency)
    }
}
