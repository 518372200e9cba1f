import FeedAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Gets data with a `URLSession`, either one it is given (no size limit) or one it creates and owns
/// (with a limit on the size of every response body).
public final class URLSessionHTTPClient: HTTPClient {
    let session: URLSession
    /// Only for a session this client created, which is then this client's to invalidate.
    private let sizeLimiter: ResponseSizeLimitingDelegate?

    /// No limit on response size. The caller owns `session`, and invalidates it when done.
    public init(session: URLSession) {
        self.session = session
        self.sizeLimiter = nil
    }

    /// Completes with `ResponseTooLargeError` any request whose body would exceed
    /// `maximumResponseSize` bytes: at once when its `Content-Length` says so, otherwise as soon as
    /// the bytes received go over, cancelling the request; a body is never held beyond the limit.
    /// The client owns its session: when the client goes away, the session finishes the requests
    /// in flight (each still completes once) and is then invalidated.
    public init(configuration: URLSessionConfiguration, maximumResponseSize: Int) {
        precondition(maximumResponseSize >= 0, "A maximum response size can't be negative")
        let sizeLimiter = ResponseSizeLimitingDelegate(limit: maximumResponseSize)
        // A nil queue: the session makes its own serial delegate queue.
        self.session = URLSession(configuration: configuration, delegate: sizeLimiter, delegateQueue: nil)
        self.sizeLimiter = sizeLimiter
    }

    deinit {
        // The session retains its delegate until it is invalidated.
        if sizeLimiter != nil {
            session.finishTasksAndInvalidate()
        }
    }

    private struct UnexpectedValuesRepresentation: Error {}

    private struct URLSessionTaskWrapper: HTTPClientRequest {
        let wrapped: URLSessionTask

        func cancel() {
            wrapped.cancel()
        }
    }

    public func get(from url: URL, completion: @escaping @Sendable (consuming HTTPClient.Result) -> Void)
        -> HTTPClientRequest
    {
        get(URLRequest(url: url), for: url, completion: completion)
    }

    /// The caller's fields (a conditional GET's validators) go with the request; the body is read
    /// whole, as this client gets it.
    public func get<Resource: Sendable>(
        from url: URL,
        headerFields: [String: String],
        reading makeReader: @escaping @Sendable (HTTPResponse) -> any HTTPBodyReader<Resource>,
        completion: @escaping @Sendable (consuming Swift.Result<Resource, Error>) -> Void
    ) -> HTTPClientRequest {
        var request = URLRequest(url: url)
        for (name, value) in headerFields { request.setValue(value, forHTTPHeaderField: name) }
        return get(request, for: url) { (result: consuming HTTPClient.Result) in
            completion(result.readingWhole(with: makeReader))
        }
    }

    private func get(
        _ request: URLRequest, for url: URL, completion: @escaping @Sendable (consuming HTTPClient.Result) -> Void
    ) -> HTTPClientRequest {
        let handler: ResponseSizeLimitingDelegate.Completion = { data, response, error in
            completion(
                Result {
                    if let error {
                        throw error
                    } else if let data, let response = response as? HTTPURLResponse {
                        return (data, HTTPResponse(response, requestedURL: url))
                    } else {
                        throw UnexpectedValuesRepresentation()
                    }
                })
        }

        let task: URLSessionDataTask
        if let sizeLimiter {
            task = session.dataTask(with: request)
            sizeLimiter.register(task, completion: handler)
        } else {
            task = session.dataTask(with: request, completionHandler: handler)
        }
        task.resume()
        return URLSessionTaskWrapper(wrapped: task)
    }
}
