import FeedAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Records every request and lets the test complete each one, synchronously, when it chooses.
final class HTTPClientSpy: HTTPClient {
    private struct Task: HTTPClientTask {
        let onCancel: () -> Void

        func cancel() { onCancel() }
    }

    private var messages = [(url: URL, completion: @Sendable (HTTPClient.Result) -> Void)]()
    private(set) var cancelledURLs = [URL]()

    var requestedURLs: [URL] {
        messages.map { $0.url }
    }

    func get(from url: URL, completion: @escaping @Sendable (HTTPClient.Result) -> Void) -> HTTPClientTask {
        messages.append((url, completion))
        return Task { [weak self] in self?.cancelledURLs.append(url) }
    }

    func complete(with error: Error, at index: Int = 0) {
        messages[index].completion(.failure(error))
    }

    func complete(withStatusCode code: Int, data: Data, at index: Int = 0) {
        let response = HTTPURLResponse(
            url: requestedURLs[index],
            statusCode: code,
            httpVersion: nil,
            headerFields: nil
        )!
        messages[index].completion(.success((data, response)))
    }
}
