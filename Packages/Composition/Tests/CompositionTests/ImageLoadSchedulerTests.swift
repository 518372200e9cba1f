import FeedFeature
import Foundation
import Synchronization
import TestSupport
import XCTest

@testable import Composition

final class ImageLoadSchedulerTests: XCTestCase {
    @MainActor
    func test_load_startsAtMostTheLimitAndQueuesTheRestInRequestOrder() async {
        let (sut, loader) = makeSUT(maxConcurrentLoads: 2)
        let urls = (0..<4).map(url)

        let cancels = urls.map { sut.load($0) { _ in } }

        XCTAssertEqual(loader.loadedImageURLs, Array(urls.prefix(2)))
        XCTAssertEqual(sut.inFlightCount, 2)
        withExtendedLifetime(cancels) {}
    }

    @MainActor
    func test_completion_deliversTheResultAndStartsTheNextQueuedRequest() async {
        let (sut, loader) = makeSUT(maxConcurrentLoads: 1)
        let received = Mutex<[Data]>([])

        _ = sut.load(url(0)) { result in received.withLock { $0.append((try? result.get()) ?? Data()) } }
        _ = sut.load(url(1)) { _ in }
        loader.completeImageLoading(with: Data("image 0".utf8), at: 0)

        XCTAssertEqual(received.withLock { $0 }, [Data("image 0".utf8)])
        XCTAssertEqual(loader.loadedImageURLs, [url(0), url(1)])
    }

    @MainActor
    func test_cancelQueuedRequest_neverStartsNorCompletesIt() async {
        let (sut, loader) = makeSUT(maxConcurrentLoads: 1)
        let completed = Mutex(false)

        _ = sut.load(url(0)) { _ in }
        let cancelQueued = sut.load(url(1)) { _ in completed.withLock { $0 = true } }
        _ = sut.load(url(2)) { _ in }
        cancelQueued()
        loader.completeImageLoading(with: anyData(), at: 0)

        XCTAssertEqual(loader.loadedImageURLs, [url(0), url(2)])
        XCTAssertFalse(completed.withLock { $0 })
    }

    @MainActor
    func test_cancelInFlightRequest_cancelsItsTaskFreesItsPlaceAndNeverCompletesIt() async {
        let (sut, loader) = makeSUT(maxConcurrentLoads: 1)
        let completed = Mutex(false)

        let cancel = sut.load(url(0)) { _ in completed.withLock { $0 = true } }
        _ = sut.load(url(1)) { _ in }
        cancel()
        await nextMainQueueTurn()
        loader.completeImageLoading(with: anyData(), at: 0)

        XCTAssertEqual(loader.cancelledImageURLs, [url(0)])
        XCTAssertEqual(loader.loadedImageURLs, [url(0), url(1)])
        XCTAssertFalse(completed.withLock { $0 }, "Expected no completion after cancel")
    }

    @MainActor
    func test_cancellingEveryRequestAtOnce_startsNoneOfTheWaitingOnes() async {
        let (sut, loader) = makeSUT(maxConcurrentLoads: 2)
        let cancels = (0..<5).map { index in sut.load(url(index)) { _ in } }

        cancels.forEach { $0() }
        await nextMainQueueTurn()

        XCTAssertEqual(loader.loadedImageURLs, [url(0), url(1)], "Expected no request started only to be cancelled")
        XCTAssertEqual(loader.cancelledImageURLs, [url(0), url(1)])
        XCTAssertEqual(sut.inFlightCount, 0)
    }

    @MainActor
    func test_load_handlesALoaderThatCompletesInline() async {
        let loader = InlineImageDataLoader()
        let sut = ImageLoadScheduler(maxConcurrentLoads: 1) { url in ResourceLoad(loader, url: url) }
        let completions = Mutex(0)
        trackForMemoryLeaks(sut)

        for index in 0..<3 {
            _ = sut.load(url(index)) { _ in completions.withLock { $0 += 1 } }
        }

        XCTAssertEqual(completions.withLock { $0 }, 3)
        XCTAssertEqual(sut.inFlightCount, 0)
    }

    // MARK: - Helpers

    @MainActor
    private func makeSUT(
        maxConcurrentLoads: Int,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: ImageLoadScheduler, loader: ImageDataLoaderSpy) {
        let loader = ImageDataLoaderSpy()
        let sut = ImageLoadScheduler(maxConcurrentLoads: maxConcurrentLoads) { url in ResourceLoad(loader, url: url) }
        trackForMemoryLeaks(loader, file: file, line: line)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, loader)
    }

    private func url(_ index: Int) -> URL {
        URL(string: "https://a-url.com/image-\(index).png")!
    }

    private struct InlineImageDataLoader: FeedImageDataLoader {
        private struct Task: FeedImageDataRequest {
            func cancel() {}
        }

        func loadImageData(
            from url: URL,
            completion: @escaping @Sendable (FeedImageDataLoader.Result) -> Void
        ) -> FeedImageDataRequest {
            completion(.success(anyData()))
            return Task()
        }
    }
}

/// Lets blocks already queued on the main queue run.
@MainActor
private func nextMainQueueTurn() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}
