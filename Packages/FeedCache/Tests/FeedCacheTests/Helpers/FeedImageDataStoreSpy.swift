import FeedCache
import Foundation
import Synchronization

/// Records what `LocalFeedImageDataLoader` asks of its store, and answers with stubbed results.
final class FeedImageDataStoreSpy: FeedImageDataStore {
    enum Message: Equatable {
        case insert(data: Data, for: URL)
        case retrieve(dataFor: URL)
        case delete(for: URL)
    }

    private struct State {
        var messages = [Message]()
        var insertedImages = [CachedImageData]()
        var insertionResult: Result<Void, Error> = .success(())
        var retrievalResult: Result<CachedImageData?, Error> = .success(nil)
    }

    // `FeedImageDataStore` is `Sendable`, so the spy must be too, even though these tests are single-threaded.
    private let state = Mutex(State())

    var receivedMessages: [Message] {
        state.withLock { $0.messages }
    }

    /// Each image inserted, with what was kept of its headers.
    var insertedImages: [CachedImageData] {
        state.withLock { $0.insertedImages }
    }

    func insert(_ image: CachedImageData, for url: URL) throws {
        try state.withLock { state in
            state.messages.append(.insert(data: image.data, for: url))
            try state.insertionResult.get()
            state.insertedImages.append(image)
        }
    }

    func retrieve(imageForURL url: URL) throws -> CachedImageData? {
        try state.withLock { state in
            state.messages.append(.retrieve(dataFor: url))
            return try state.retrievalResult.get()
        }
    }

    func deleteImage(forURL url: URL) throws {
        try state.withLock { state in
            state.messages.append(.delete(for: url))
            try state.insertionResult.get()
        }
    }

    func completeRetrieval(with error: Error) {
        state.withLock { $0.retrievalResult = .failure(error) }
    }

    func completeRetrieval(with data: Data?) {
        state.withLock { $0.retrievalResult = .success(data.map { CachedImageData(data: $0) }) }
    }

    func completeRetrieval(withImage image: CachedImageData) {
        state.withLock { $0.retrievalResult = .success(image) }
    }

    func completeInsertion(with error: Error) {
        state.withLock { $0.insertionResult = .failure(error) }
    }
}
