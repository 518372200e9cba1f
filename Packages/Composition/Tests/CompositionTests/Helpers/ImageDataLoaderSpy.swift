import FeedFeature
import Foundation
import MainQueueTestSupport
import Synchronization

/// Records image loads and cancellations, and completes loads when the test says so.
final class ImageDataLoaderSpy: FeedImageDataLoader, Sendable {
    private struct Message {
        let url: URL
        let completion: @Sendable (FeedImageDataLoader.Result) -> Void
    }

    private struct Task: FeedImageDataRequest {
        let onCancel: @Sendable () -> Void

        func cancel() { onCancel() }
    }

    private let messages = Mutex<[Message]>([])
    private let cancelled = Mutex<[URL]>([])

    var loadedImageURLs: [URL] { messages.withLock { $0.map(\.url) } }
    var cancelledImageURLs: [URL] { cancelled.withLock { $0 } }

    func loadImageData(
        from url: URL,
        completion: @escaping @Sendable (FeedImageDataLoader.Result) -> Void
    ) -> FeedImageDataRequest {
        messages.withLock { $0.append(Message(url: url, completion: completion)) }
        return Task { [weak self] in self?.cancelled.withLock { $0.append(url) } }
    }

    func completeImageLoading(with data: Data, at index: Int = 0) {
        completion(at: index)(.success(data))
    }

    func completeImageLoadingWithError(at index: Int = 0) {
        completion(at: index)(.failure(NSError(domain: "an error", code: 0)))
    }

    private func completion(at index: Int) -> @Sendable (FeedImageDataLoader.Result) -> Void {
        messages.withLock { $0[index].completion }
    }
}
