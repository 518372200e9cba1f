import FeedAPI
import Foundation

/// One request of the demo: `perform()` blocks its caller for the latency, then answers;
/// `cancel()`, from any thread, ends that wait at once with `URLError(.cancelled)`.
final class DemoHTTPRequest: BlockingHTTPRequest {
    private let url: URL
    private let server: DemoFeedServer
    private let latency: TimeInterval
    private let delay: any LatencyWait

    init(url: URL, server: DemoFeedServer, latency: TimeInterval, delay: any LatencyWait) {
        self.url = url
        self.server = server
        self.latency = latency
        self.delay = delay
    }

    func perform() throws -> (Data, HTTPResponse) {
        guard delay.wait(seconds: latency) else { throw URLError(.cancelled) }
        return server.response(for: url, now: Date())
    }

    func cancel() {
        delay.cancel()
    }
}
