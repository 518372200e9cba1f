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
    func test_loadFeed_deliversTheSavedFeedWithWhenItWasSavedOnTheMainQueue() async {
        let now = Date(timeIntervalSince1970: 1_600_000_000)
        let (sut, _, _) = makeSUT(currentDate: { now })
        let feed = [uniqueImage(), uniqueImage()]

        sut.save(feed)
        let result = await loadFeed(from: sut)

        XCTAssertEqual(result.onMainQueue, true, "Expected delivery on the main queue")
        XCTAssertEqual(try result.value.get(), SavedFeed(feed: feed, timestamp: now))
    }

    @MainActor
    func test_loadFeed_deliversNoValidCacheOnAnEmptyCache() async {
        let (sut, _, _) = makeSUT()

        let result = await loadFeed(from: sut)

        XCTAssertThrowsError(try result.value.get()) { error in
            XCTAssertEqual(error as? LocalFeedLoader.LoadError, .noValidCache)
        }
    }

    @MainActor
    func test_loadImageData_deliversTheDataSavedForTheURLOnTheMainQueue() async {
        let (sut, _, _) = makeSUT()
        let (url, otherURL) = (anyURL(), URL(string: "https://another-url.com/image.png")!)

        sut.save(anyData(), for: url)
        let saved = await loadImageData(from: sut, url: url)
        let notSaved = await loadImageData(from: sut, url: otherURL)

        XCTAssertEqual(saved.onMainQueue, true, "Expected delivery on the main queue")
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

    @MainActor
    func test_feedLoad_deliversTheCachedFeedAsOnePageWithNothingMoreToLoadFromTheCacheSavedThen() async {
        let now = Date(timeIntervalSince1970: 1_600_000_000)
        let (sut, _, _) = makeSUT(currentDate: { now })
        let feed = [uniqueImage()]
        let exp = expectation(description: "Wait for the page")
        let received = Mutex<FeedPage?>(nil)

        sut.save(feed)
        sut.feedLoad { result in
            received.withLock { $0 = try? result.get() }
            exp.fulfill()
        }
        await fulfillment(of: [exp], timeout: 5)

        let page = received.withLock { $0 }
        XCTAssertEqual(page?.images.items, feed)
        XCTAssertNotNil(page, "Expected a page")
        XCTAssertNil(page?.images.loadMore, "Expected nothing more to load from the cache")
        XCTAssertEqual(page?.origin, .cache(savedAt: now))
    }

    @MainActor
    func test_imageLoad_deliversTheDataSavedForItsURL() async {
        let (sut, _, _) = makeSUT()
        let exp = expectation(description: "Wait for the data")
        let received = Mutex<Data?>(nil)

        sut.save(anyData(), for: anyURL())
        let load = sut.imageLoad(for: anyURL())
        load { result in
            received.withLock { $0 = try? result.get() }
            exp.fulfill()
        }
        await fulfillment(of: [exp], timeout: 5)

        XCTAssertEqual(received.withLock { $0 }, anyData())
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
        XCTAssertTrue(FeedCacheWorker.isImage(pngHeader(width: 1, height: 1)), "PNG")
        XCTAssertTrue(FeedCacheWorker.isImage(gifHeader), "GIF")
        XCTAssertTrue(FeedCacheWorker.isImage(jpegHeader), "JPEG")
    }

    func test_isImage_refusesWhatIsNotAnImage() {
        XCTAssertFalse(FeedCacheWorker.isImage(htmlPage()), "HTML")
        XCTAssertFalse(FeedCacheWorker.isImage(Data()), "empty data")
        XCTAssertFalse(FeedCacheWorker.isImage(pngHeader(width: 1, height: 1).prefix(12)), "a truncated PNG")
        XCTAssertFalse(FeedCacheWorker.isImage(pngHeader(width: 0, height: 1)), "a zero-sized PNG")
    }

    // MARK: - Helpers

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
            sut.loadFeed { result in
                continuation.resume(returning: Delivery(value: result, onMainQueue: MainQueue.isCurrent))
            }
        }
    }

    @MainActor
    private func loadImageData(from sut: FeedCacheWorker, url: URL) async -> Delivery<Data> {
        await withCheckedContinuation { continuation in
            sut.loadImageData(from: url) { result in
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

    func insert(_ feed: [LocalFeedImage], timestamp: Date) {
        calls.withLock { $0.append(MainQueue.isCurrent) }
        store.insert(feed, timestamp: timestamp)
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

    func insert(_ data: Data, for url: URL) {
        calls.withLock { $0.append(MainQueue.isCurrent) }
        store.insert(data, for: url)
    }

    func retrieve(dataForURL url: URL) -> Data? {
        calls.withLock { $0.append(MainQueue.isCurrent) }
        return store.retrieve(dataForURL: url)
    }
}
