import FeedCache
import Foundation
import Synchronization

/// Records what `LocalFeedImageDataLoader` asks of its store, and answers with stubbed results.
final class FeedImageDataStoreSpy: FeedImageDataStore {
    enum Message: Equatable {
        case insert(data: Data, for: URL)
        case retrieve(dataFor: URL)
    }

    private struct State {
        var messages = [Message]()
        var insertionResult: Result<Void, Error> = .success(())
        var retrievalResult: Result<Data?, Error> = .success(nil)
    }

    // `FeedImageDataStore` is `Sendable`, so the spy must be too, even though these tests are single-threaded.
    private let state = Mutex(State())

    var receivedMessages: [Message] {
        state.withLock { $0.messages }
    }

    func insert(_ data: Data, for url: URL) throws {
        try state.withLock { state in
            state.messages.append(.insert(data: data, for: url))
            try state.insertionResult.get()
        }
    }

    func retrieve(dataForURL url: URL) throws -> Data? {
        try state.withLock { state in
            state.messages.append(.retrieve(dataFor: url))
            return try state.retrievalResult.get()
        }
    }

    func completeRetrieval(with error: Error) {
        state.withLock { $0.retrievalResult = .failure(error) }
    }

    func completeRetrieval(with data: Data?) {
        state.withLock { $0.retrievalResult = .success(data) }
    }

    func completeInsertion(with error: Error) {
        state.withLock { $0.insertionResult = .failure(error) }
    }
}
