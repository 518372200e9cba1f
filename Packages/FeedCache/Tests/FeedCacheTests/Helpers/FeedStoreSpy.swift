import FeedCache
import FeedFeature
import Foundation
import Synchronization

/// Records what `LocalFeedLoader` asks of its store, and answers with stubbed results.
final class FeedStoreSpy: FeedStore {
    enum Message: Equatable {
        case deleteCachedFeed
        case insert([LocalFeedImage], Date, ResourceValidators? = nil)
        case retrieve
    }

    private struct State {
        var messages = [Message]()
        var deletionResult: Result<Void, Error> = .success(())
        var insertionResult: Result<Void, Error> = .success(())
        var retrievalResult: Result<CachedFeed?, Error> = .success(nil)
    }

    // `FeedStore` is `Sendable`, so the spy must be too, even though these tests are single-threaded.
    private let state = Mutex(State())

    var receivedMessages: [Message] {
        state.withLock { $0.messages }
    }

    func deleteCachedFeed() throws {
        try state.withLock { state in
            state.messages.append(.deleteCachedFeed)
            try state.deletionResult.get()
        }
    }

    func insert(_ feed: [LocalFeedImage], timestamp: Date, validators: ResourceValidators?) throws {
        try state.withLock { state in
            state.messages.append(.insert(feed, timestamp, validators))
            try state.insertionResult.get()
        }
    }

    func retrieve() throws -> CachedFeed? {
        try state.withLock { state in
            state.messages.append(.retrieve)
            return try state.retrievalResult.get()
        }
    }

    func completeDeletion(with error: Error) {
        state.withLock { $0.deletionResult = .failure(error) }
    }

    func completeInsertion(with error: Error) {
        state.withLock { $0.insertionResult = .failure(error) }
    }

    func completeRetrieval(with error: Error) {
        state.withLock { $0.retrievalResult = .failure(error) }
    }

    func completeRetrievalWithEmptyCache() {
        state.withLock { $0.retrievalResult = .success(nil) }
    }

    func completeRetrieval(with feed: [LocalFeedImage], timestamp: Date) {
        state.withLock { $0.retrievalResult = .success(CachedFeed(feed: feed, timestamp: timestamp)) }
    }
}
