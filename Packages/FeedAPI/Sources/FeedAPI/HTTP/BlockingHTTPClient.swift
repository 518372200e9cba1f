import Foundation

/// An HTTP client that performs each request on its caller's thread. It names no queue: the
/// composition root decides which queue waits for it and adapts it to `HTTPClient`, the
/// completion-based contract the loaders use.
public protocol BlockingHTTPClient: Sendable {
    /// A request for `url`, not started yet.
    func request(for url: URL) -> any BlockingHTTPRequest
}

public protocol BlockingHTTPRequest: Sendable {
    /// Performs the request, blocking until its response, an error, the client's deadline or
    /// `cancel()`. Call it once.
    func perform() throws -> (Data, HTTPResponse)

    /// Safe from any thread at any moment, before, during or after `perform()`: a `perform()`
    /// under way or still to come throws `URLError(.cancelled)` promptly.
    func cancel()
}
