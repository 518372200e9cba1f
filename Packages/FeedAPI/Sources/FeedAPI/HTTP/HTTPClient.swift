import Foundation

/// Completions may arrive on any queue: the composition root decides where they are delivered.
/// A completion owns its result: a loader can let go of the body once it has mapped it, before it
/// hands the resource on, which it could not while its caller still held the body for the whole call.
public protocol HTTPClient {
    typealias Result = Swift.Result<(Data, HTTPResponse), Error>

    @discardableResult
    func get(from url: URL, completion: @escaping @Sendable (consuming Result) -> Void) -> HTTPClientRequest

    /// The response's body handed to the reader `makeReader` makes for its head, as it arrives;
    /// the completion gets what the reader made of it, or the client's error, or the reader's.
    /// `headerFields` go with the request (a conditional GET's `If-None-Match`); the client's own
    /// fields (`Host`, `Accept-Encoding`, …) are the client's. A client that has only whole bodies
    /// gets this from `get(from:completion:)`.
    @discardableResult
    func get<Resource: Sendable>(
        from url: URL,
        headerFields: [String: String],
        reading makeReader: @escaping @Sendable (HTTPResponse) -> any HTTPBodyReader<Resource>,
        completion: @escaping @Sendable (consuming Swift.Result<Resource, Error>) -> Void
    ) -> HTTPClientRequest
}

extension HTTPClient {
    /// The body read as it arrives, by a request with no fields of the caller's.
    @discardableResult
    public func get<Resource: Sendable>(
        from url: URL,
        reading makeReader: @escaping @Sendable (HTTPResponse) -> any HTTPBodyReader<Resource>,
        completion: @escaping @Sendable (consuming Swift.Result<Resource, Error>) -> Void
    ) -> HTTPClientRequest {
        get(from: url, headerFields: [:], reading: makeReader, completion: completion)
    }

    /// The whole body read as one part, once it has come. The caller's fields are not sent: what
    /// they can ask (a conditional GET) is optional in HTTP, and the server then answers in full.
    @discardableResult
    public func get<Resource: Sendable>(
        from url: URL,
        headerFields: [String: String],
        reading makeReader: @escaping @Sendable (HTTPResponse) -> any HTTPBodyReader<Resource>,
        completion: @escaping @Sendable (consuming Swift.Result<Resource, Error>) -> Void
    ) -> HTTPClientRequest {
        get(from: url) { (result: consuming Result) in
            completion(result.readingWhole(with: makeReader))
        }
    }
}

extension Swift.Result where Success == (Data, HTTPResponse), Failure == Error {
    /// What a client that gets bodies whole answered, read by the reader `makeReader` makes for its
    /// head: the body is let go of once read, before the resource is handed on.
    public consuming func readingWhole<Resource: Sendable>(
        with makeReader: (HTTPResponse) -> any HTTPBodyReader<Resource>
    ) -> Swift.Result<Resource, Error> {
        switch consume self {
        case let .failure(error):
            return .failure(error)
        case let .success((body, response)):
            do {
                return .success(try makeReader(response).readingWhole(consume body))
            } catch {
                return .failure(error)
            }
        }
    }
}

extension HTTPBodyReader {
    /// What a body that came whole maps to: read as its one part.
    public consuming func readingWhole(_ body: consuming Data) throws -> Resource {
        try body.withUnsafeBytes { try read($0) }
        _ = consume body
        return try finish()
    }
}
