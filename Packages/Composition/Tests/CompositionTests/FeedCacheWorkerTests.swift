import Dispatch
import FeedCache
import FeedFeature
import Foundation
import MainQueueTestSupport
import Synchronization
import TestSupport
import XCTest

@testable import Composition
@testable import ResourceLoading

final class FeedCacheWorkerTests: XCTestCase {
    @MainActor
    func test_loadSavedFeed_deliversTheSavedFeedWithWhenItWasSavedOffTheMainQueue() async {
        let now = Date(timeIntervalSince1970: 1_600_000_000)
        let (sut, _, _) = makeSUT(currentDate: { now })
        let feed = [uniqueImage(), uniqueImage()]

        sut.save(feed)
        let result = await loadFeed(from: sut)

        XCTAssertEqual(result.onMainQueue, false, "Expected delivery on the worker's queue")
        XCTAssertEqual(try result.value.get(), SavedFeed(feed: feed, timestamp: now))
    }

    @MainActor
    func test_loadSavedFeed_deliversNoValidCacheOnAnEmptyCache() async {
        let (sut, _, _) = makeSUT()

        let result = await loadFeed(from: sut)

        XCTAssertThrowsError(try result.value.get()) { error in
            XCTAssertEqual(error as? LocalFeedLoader.LoadError, .noValidCache)
        }
    }

    @MainActor
    func test_loadImageData_deliversTheDataSavedForTheURLOffTheMainQueue() async {
        let (sut, _, _) = makeSUT()
        let (url, otherURL) = (anyURL(), URL(string: "https://another-url.com/image.png")!)

        sut.save(anyData(), for: url)
        let saved = await loadImageData(from: sut, url: url)
        let notSaved = await loadImageData(from: sut, url: otherURL)

        XCTAssertEqual(saved.onMainQueue, false, "Expected delivery on the worker's queue")
        XCTAssertEqual(try saved.value.get(), anyData())
        XCTAssertThrowsError(try notSaved.value.get()) { error in
            XCTAssertEqual(error as? LocalFeedImageDataLoader.LoadError, .notFound)
        }
    }

    @MainActor
    func test_saveAndLoad_touchTheStoresOnlyOffTheMainQueue() async {
        let (sut, feedStore, imageStore) = makeSUT()

        sut.save([uniqueImage()])
        sut.save(anyData(), for: anyURL())
        _ = await loadFeed(from: sut)
        _ = await loadImageData(from: sut, url: anyURL())

        XCTAssertEqual(feedStore.callsOnMainQueue, [false, false], "Expected a save and a load, off the main queue")
        XCTAssertEqual(imageStore.callsOnMainQueue, [false, false], "Expected a save and a load, off the main queue")
    }

    func test_loadImageData_deliversNothingOnceCancelled() {
        let queue = DispatchQueue(label: "test.cache")
        let (sut, _, _) = makeSUT(queue: queue)
        let deliveries = Mutex(0)
        sut.save(anyData(), for: anyURL())

        let held = DispatchSemaphore(value: 0)
        queue.async { held.wait() }
        let request = sut.loadImageData(from: anyURL()) { _ in deliveries.withLock { $0 += 1 } }
        request.cancel()
        held.signal()
        queue.sync {}

        XCTAssertEqual(deliveries.withLock { $0 }, 0, "Expected no delivery after cancel")
    }

    @MainActor
    func test_cachedFeedLoad_deliversTheSavedFeedAsOnePageWithNothingMoreToLoadOnTheMainQueue() async {
        let now = Date(timeIntervalSince1970: 1_600_000_000)
        let (sut, _, _) = makeSUT(currentDate: { now })
        let feed = [uniqueImage()]
        let exp = expectation(description: "Wait for the page")
        let received = Mutex<(page: FeedPage?, onMainQueue: Bool)>((nil, false))

        sut.save(feed)
        FeedLoads(configuration: anyConfiguration(), cache: sut).cachedFeed? { result in
            received.withLock { $0 = (try? result.get(), MainQueue.isCurrent) }
            exp.fulfill()
        }
        await fulfillment(of: [exp], timeout: 5)

        let (page, onMainQueue) = received.withLock { $0 }
        XCTAssertTrue(onMainQueue, "Expected delivery on the main queue")
        XCTAssertEqual(page?.images.items, feed)
        XCTAssertNil(page?.images.loadMore, "Expected nothing more to load from the cache")
        XCTAssertEqual(page?.origin, .cache(savedAt: now))
    }

    func test_finish_returnsOnlyOnceEveryQueuedSaveIsStored() {
        let queue = DispatchQueue(label: "test.cache")
        let (sut, feedStore, _) = makeSUT(queue: queue)
        let feed = [uniqueImage()]

        queue.suspend()
        sut.save([uniqueImage()])
        sut.save(feed)
        XCTAssertNil(feedStore.retrieve(), "Expected the saves still queued")
        queue.resume()
        sut.finish()

        XCTAssertEqual(feedStore.retrieve()?.feed.map(\.id), feed.map(\.id))
    }

    func test_finish_deletesAnExpiredCache() {
        let now = Mutex(Date())
        let (sut, feedStore, _) = makeSUT(currentDate: { now.withLock { $0 } })

        sut.save([uniqueImage()])
        sut.finish()
        XCTAssertNotNil(feedStore.retrieve(), "Expected a fresh cache kept")

        now.withLock { $0 = $0.addingTimeInterval(8 * 24 * 60 * 60) }
        sut.finish()

        XCTAssertNil(feedStore.retrieve(), "Expected a cache more than seven days old deleted")
    }

    func test_isImage_acceptsImageHeaders() {
        XCTAssertTrue(FeedLoads.isImage(pngHeader(width: 1, height: 1)), "PNG")
        XCTAssertTrue(FeedLoads.isImage(gifHeader), "GIF")
        XCTAssertTrue(FeedLoads.isImage(jpegHeader), "JPEG")
    }

    func test_isImage_refusesWhatIsNotAnImage() {
        XCTAssertFalse(FeedLoads.isImage(htmlPage()), "HTML")
        XCTAssertFalse(FeedLoads.isImage(Data()), "empty data")
        XCTAssertFalse(FeedLoads.isImage(pngHeader(width: 1, height: 1).prefix(12)), "a truncated PNG")
        XCTAssertFalse(FeedLoads.isImage(pngHeader(width: 0, height: 1)), "a zero-sized PNG")
    }

    // MARK: - Helpers

    @MainActor
    private func anyConfiguration() -> FeedTTYComposer.Configuration {
        FeedTTYComposer.Configuration(
            baseURL: anyURL(), httpClient: HTTPClientSpy(), isDemo: false, isInteractive: false, usesColor: false,
            terminate: { _ in })
    }

    private func makeSUT(
        queue: DispatchQueue = DispatchQueue(label: "test.cache"),
        currentDate: @escaping @Sendable () -> Date = Date.init,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: FeedCacheWorker, feedStore: FeedStoreSpy, imageStore: ImageDataStoreSpy) {
        let feedStore = FeedStoreSpy()
        let imageStore = ImageDataStoreSpy()
        let sut = FeedCacheWorker(
            feedCache: LocalFeedLoader(store: feedStore, currentDate: currentDate),
            imageCache: LocalFeedImageDataLoader(store: imageStore), queue: queue)
        trackForMemoryLeaks(feedStore, file: file, line: line)
        trackForMemoryLeaks(imageStore, file: file, line: line)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, feedStore, imageStore)
    }

    private struct Delivery<Value: Sendable>: Sendable {
        let value: Result<Value, Error>
        let onMainQueue: Bool
    }

    @MainActor
    private func loadFeed(from sut: FeedCacheWorker) async -> Delivery<SavedFeed> {
        await withCheckedContinuation { continuation in
            sut.loadSavedFeed { result in
                continuation.resume(returning: Delivery(value: result, onMainQueue: MainQueue.isCurrent))
            }
        }
    }

    @MainActor
    private func loadImageData(from sut: FeedCacheWorker, url: URL) async -> Delivery<Data> {
        await withCheckedContinuation { continuation in
            _ = sut.loadImageData(from: url) { result in
                continuation.resume(returning: Delivery(value: result, onMainQueue: MainQueue.isCurrent))
            }
        }
    }

    private let gifHeader = Data(Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0])

    /// `SOI`, then a baseline frame header (`SOF0`) of a 1x1 image with one component.
    private let jpegHeader = Data([
        0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00,
    ])
}

/// FeedCache's in-memory store, recording for each call whether it came on the main queue.
private final class FeedStoreSpy: FeedStore {
    private let store = InMemoryFeedStore()
    private let calls = Mutex<[Bool]>([])

    var callsOnMainQueue: [Bool] { calls.withLock { $0 } }

    func deleteCachedFeed() {
        store.deleteCachedFeed()
    }

    func insert(_ feed: [LocalFeedImage], timestamp: Date, validators: ResourceValidators?) {
        calls.withLock { $0.append(MainQueue.isCurrent) }
        store.insert(feed, timestamp: timestamp, validators: validators)
    }

    func retrieve() -> CachedFeed? {
        calls.withLock { $0.append(MainQueue.isCurrent) }
        return store.retrieve()
    }
}

/// FeedCache's in-memory image store, recording for each call whether it came on the main queue.
private final class ImageDataStoreSpy: FeedImageDataStore {
    private let store = InMemoryFeedImageDataStore()
    private let calls = Mutex<[Bool]>([])

    var callsOnMainQueue: [Bool] { calls.withLock { $0 } }

    func insert(_ image: CachedImageData, for url: URL) {
        calls.withLock { $0.append(MainQueue.isCurrent) }
        store.insert(image, for: url)
    }

    func retrieve(imageForURL url: URL) -> CachedImageData? {
        calls.withLock { $0.append(MainQueue.isCurrent) }
        return store.retrieve(imageForURL: url)
    }

    func deleteImage(forURL url: URL) {
        calls.withLock { $0.append(MainQueue.isCurrent) }
        store.deleteImage(forURL: url)
    }
}
