import FeedAPI
import Foundation

/// Serves the demo feed in-process: each request answers from `server` after `latency` seconds,
/// waited through a wait of its own (`makeDelay`).
final class DemoHTTPClient: BlockingHTTPClient {
    private let server: DemoFeedServer
    private let latency: TimeInterval
    private let makeDelay: @Sendable () -> any LatencyWait

    init(
        server: DemoFeedServer, latency: TimeInterval,
        makeDelay: @escaping @Sendable () -> any LatencyWait = { CancellableDelay() }
    ) {
        self.server = server
        self.latency = latency
        self.makeDelay = makeDelay
    }

    /// The demo's files never change and carry no validators, so no request is conditional: the
    /// caller's fields have nothing to ask of it.
    func request(for url: URL, headerFields: [String: String]) -> any BlockingHTTPRequest {
        DemoHTTPRequest(url: url, server: server, latency: latency, delay: makeDelay())
    }
}
