import FeedFeature
import Foundation
import MainQueueTestSupport
import Synchronization

/// Records feed loads and completes them when the test says so, on whichever queue the test
/// chooses. Thread-safe because the decorator tests complete from background queues.
final class FeedLoaderSpy: FeedLoader, Sendable {
    private let completions = Mutex<[@Sendable (FeedLoader.Result) -> Void]>([])
    private let cancels = Mutex(0)

    var loadCallCount: Int {
        completions.withLock { $0.count }
    }

    var cancelCallCount: Int {
        cancels.withLock { $0 }
    }

    func load(completion: @escaping @Sendable (FeedLoader.Result) -> Void) -> FeedLoaderRequest {
        completions.withLock { $0.append(completion) }
        return Request(spy: self)
    }

    private struct Request: FeedLoaderRequest {
        let spy: FeedLoaderSpy

        func cancel() {
            spy.cancels.withLock { $0 += 1 }
        }
    }

    func complete(with feed: [FeedImage], at index: Int = 0) {
        completion(at: index)(.success(feed))
    }

    func complete(with error: Error, at index: Int = 0) {
        completion(at: index)(.failure(error))
    }

    private func completion(at index: Int) -> @Sendable (FeedLoader.Result) -> Void {
        completions.withLock { $0[index] }
    }
}
