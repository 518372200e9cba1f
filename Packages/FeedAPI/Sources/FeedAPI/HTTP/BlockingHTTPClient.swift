import Foundation

/// An HTTP client that performs each request on its caller's thread. It names no queue: the
/// composition root decides which queue waits for it and adapts it to `HTTPClient`, the
/// completion-based contract the loaders use.
public protocol BlockingHTTPClient: Sendable {
    /// A request for `url`, not started yet, sending `headerFields` besides the client's own (a
    /// conditional GET's `If-None-Match`).
    func request(for url: URL, headerFields: [String: String]) -> any BlockingHTTPRequest
}

extension BlockingHTTPClient {
    /// A request for `url` with no fields of the caller's.
    public func request(for url: URL) -> any BlockingHTTPRequest {
        request(for: url, headerFields: [:])
    }
}

public protocol BlockingHTTPRequest: Sendable {
    /// Performs the request, blocking until its response, an error, the client's deadline or
    /// `cancel()`. Call it once, this or `perform(reading:)`.
    func perform() throws -> (Data, HTTPResponse)

    /// Performs the request as `perform()` does, handing the body to the reader `makeReader` makes
    /// for the response's head as it arrives; what the reader throws ends the request.
    func perform<Resource: Sendable>(reading makeReader: (HTTPResponse) -> any HTTPBodyReader<Resource>) throws
        -> Resource

    /// Safe from any thread at any moment, before, during or after `perform()`: a `perform()`
    /// under way or still to come throws `URLError(.cancelled)` promptly.
    func cancel()
}

extension BlockingHTTPRequest {
    /// The whole body read as one part, once it has come.
    public func perform<Resource: Sendable>(reading makeReader: (HTTPResponse) -> any HTTPBodyReader<Resource>) throws
        -> Resource
    {
        let (data, response) = try perform()
        return try makeReader(response).readingWhole(data)
    }
}
