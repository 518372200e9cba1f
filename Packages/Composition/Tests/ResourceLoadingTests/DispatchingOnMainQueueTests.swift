import Dispatch
import FeedFeature
import Foundation
import MainQueueTestSupport
import XCTest

@testable import ResourceLoading

/// A loader becomes a load in one step, behind the main-queue decorator: its completions, from
/// whatever queue, reach the load's completion on the main actor.
@MainActor
final class DispatchingOnMainQueueTests: XCTestCase {
    func test_dispatchingOnMainQueue_deliversABackgroundCompletionOnTheMainQueue() async {
        let images = [FeedImage(id: UUID(), description: nil, location: nil, url: URL(string: "https://a-url.com")!)]
        let loader = BackgroundFeedLoader(result: .success(images))
        var received: (images: [FeedImage]?, onMainQueue: Bool)?

        let load = loader.dispatchingOnMainQueue()
        load { result in received = (try? result.get(), MainQueue.isCurrent) }
        loader.queue.sync {}
        await nextMainQueueTurn()

        XCTAssertEqual(received?.images, images)
        XCTAssertEqual(received?.onMainQueue, true)
    }

    func test_dispatchingOnMainQueue_cancelCancelsTheLoadersRequest() {
        let loader = BackgroundFeedLoader(result: .success([]))

        let cancel = loader.dispatchingOnMainQueue()({ _ in })
        cancel()

        XCTAssertEqual(loader.cancelCount, 1)
    }

    /// Completes on a queue of its own, as a network or cache loader does.
    private final class BackgroundFeedLoader: FeedLoader, Sendable {
        let queue = DispatchQueue(label: "test.background-feed-loader")
        private let result: FeedLoader.Result
        private let cancels = Mutex(0)
        var cancelCount: Int { cancels.withLock { $0 } }

        init(result: FeedLoader.Result) {
            self.result = result
        }

        func load(completion: @escaping @Sendable (FeedLoader.Result) -> Void) -> FeedLoaderRequest {
            queue.async { [result] in completion(result) }
            return Request { [self] in cancels.withLock { $0 += 1 } }
        }

        private struct Request: FeedLoaderRequest {
            let onCancel: @Sendable () -> Void

            func cancel() { onCancel() }
        }
    }
}
