import FeedAPI
import Foundation
import Synchronization

/// Records every request and cancellation and lets the test complete each request when it chooses,
/// synchronously on the calling thread. Safe to drive from several threads at once.
final class HTTPClientSpy: HTTPClient, Sendable {
    private struct Task: HTTPClientRequest {
        let onCancel: @Sendable () -> Void

        func cancel() { onCancel() }
    }

    private struct Message {
        let url: URL
        let completion: @Sendable (consuming HTTPClient.Result) -> Void
    }

    private let messages = Mutex<[Message]>([])
    private let cancelled = Mutex<[URL]>([])

    var requestedURLs: [URL] {
        messages.withLock { $0.map(\.url) }
    }

    var cancelledURLs: [URL] {
        cancelled.withLock { $0 }
    }

    func get(from url: URL, completion: @escaping @Sendable (consuming HTTPClient.Result) -> Void) -> HTTPClientRequest
    {
        messages.withLock { $0.append(Message(url: url, completion: completion)) }
        return Task { [weak self] in self?.cancelled.withLock { $0.append(url) } }
    }

    func complete(with error: Error, at index: Int = 0) {
        message(at: index).completion(.failure(error))
    }

    /// Hands `data` on as a client does, keeping none of it.
    func complete(withStatusCode code: Int, data: consuming Data, at index: Int = 0) {
        let message = message(at: index)
        let response = HTTPResponse(url: message.url, statusCode: code)
        message.completion(.success((consume data, response)))
    }

    private func message(at index: Int) -> Message {
        messages.withLock { $0[index] }
    }
}
