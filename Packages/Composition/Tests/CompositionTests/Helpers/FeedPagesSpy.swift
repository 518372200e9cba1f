import FeedFeature
import Foundation
import MainQueueTestSupport
import Synchronization

@testable import Composition

/// Records loads of the first page and of further pages, and completes them when the test says
/// so. A page completed with `hasMore` can load more through the spy again. A first page comes
/// from the network unless the test says it came from the cache.
final class FeedPagesSpy: Sendable {
    typealias Completion = @Sendable (Result<FeedPage, Error>) -> Void
    typealias LoadMoreCompletion = @Sendable (Result<Paginated<FeedImage>, Error>) -> Void

    private let loads = Mutex<[Completion]>([])
    private let loadMores = Mutex<[LoadMoreCompletion]>([])

    var loadCallCount: Int { loads.withLock { $0.count } }
    var loadMoreCallCount: Int { loadMores.withLock { $0.count } }

    func load(completion: @escaping Completion) {
        loads.withLock { $0.append(completion) }
    }

    func complete(with feed: [FeedImage], hasMore: Bool = true, from origin: FeedOrigin = .network, at index: Int = 0) {
        loads.withLock { $0[index] }(.success(FeedPage(images: page(feed, hasMore: hasMore), origin: origin)))
    }

    func complete(with error: Error, at index: Int = 0) {
        loads.withLock { $0[index] }(.failure(error))
    }

    func completeLoadMore(with feed: [FeedImage], hasMore: Bool = true, at index: Int = 0) {
        loadMores.withLock { $0[index] }(.success(page(feed, hasMore: hasMore)))
    }

    func completeLoadMore(with error: Error, at index: Int = 0) {
        loadMores.withLock { $0[index] }(.failure(error))
    }

    private func page(_ feed: [FeedImage], hasMore: Bool) -> Paginated<FeedImage> {
        guard hasMore else { return Paginated(items: feed) }
        return Paginated(items: feed) { [weak self] completion in
            self?.loadMores.withLock { $0.append(completion) }
        }
    }
}
