import FeedAPI
import Foundation

/// One request of a `SocketHTTPClient`: `perform()` blocks its caller; `cancel()`, from any
/// thread, makes the request's next (or current) wait end at once with `URLError(.cancelled)`.
final class SocketHTTPRequest: BlockingHTTPRequest {
    private let url: URL
    private let headerFields: [String: String]
    private let client: SocketHTTPClient
    let cancellation: CancellationSignal

    init(url: URL, headerFields: [String: String], client: SocketHTTPClient) {
        self.url = url
        self.headerFields = headerFields
        self.client = client
        cancellation = CancellationSignal(pipes: client.cancellationPipes)
    }

    func perform() throws -> (Data, HTTPResponse) {
        try perform(reading: { WholeBodyReader(for: $0) { ($0, $1) } })
    }

    func perform<Resource: Sendable>(reading makeReader: (HTTPResponse) -> any HTTPBodyReader<Resource>) throws
        -> Resource
    {
        defer { cancellation.close() }
        return try client.perform(url, headerFields: headerFields, cancellation: cancellation, reading: makeReader)
    }

    func cancel() {
        cancellation.cancel()
    }
}
