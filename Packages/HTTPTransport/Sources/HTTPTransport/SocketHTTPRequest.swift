import FeedAPI
import Foundation

/// One request of a `SocketHTTPClient`: `perform()` blocks its caller; `cancel()`, from any
/// thread, makes the request's next (or current) wait end at once with `URLError(.cancelled)`.
final class SocketHTTPRequest: BlockingHTTPRequest {
    private let url: URL
    private let client: SocketHTTPClient
    let cancellation: CancellationSignal

    init(url: URL, client: SocketHTTPClient) {
        self.url = url
        self.client = client
        cancellation = CancellationSignal(pipes: client.cancellationPipes)
    }

    func perform() throws -> (Data, HTTPResponse) {
        defer { cancellation.close() }
        return try client.perform(url, cancellation: cancellation)
    }

    func cancel() {
        cancellation.cancel()
    }
}
