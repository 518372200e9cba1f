import FeedAPI
import Foundation
import MainQueueTestSupport
import Synchronization

/// Records every request and its cancellation, and completes requests when the test says so, on
/// the test's own queue.
final class HTTPClientSpy: HTTPClient, Sendable {
    private struct Message {
        let url: URL
        let completion: @Sendable (consuming HTTPClient.Result) -> Void
    }

    private struct Task: HTTPClientRequest {
        let onCancel: @Sendable () -> Void

        func cancel() { onCancel() }
    }

    private let messages = Mutex<[Message]>([])
    private let cancelled = Mutex<[URL]>([])

    var requestedURLs: [URL] { messages.withLock { $0.map(\.url) } }
    var cancelledURLs: [URL] { cancelled.withLock { $0 } }

    func get(from url: URL, completion: @escaping @Sendable (consuming HTTPClient.Result) -> Void) -> HTTPClientRequest
    {
        messages.withLock { $0.append(Message(url: url, completion: completion)) }
        return Task { [weak self] in self?.cancelled.withLock { $0.append(url) } }
    }

    func complete(withStatusCode code: Int, data: Data, at index: Int = 0) {
        let message = messages.withLock { $0[index] }
        let response = HTTPResponse(url: message.url, statusCode: code)
        message.completion(.success((data, response)))
    }

    func complete(with error: Error, at index: Int = 0) {
        messages.withLock { $0[index] }.completion(.failure(error))
    }
}
