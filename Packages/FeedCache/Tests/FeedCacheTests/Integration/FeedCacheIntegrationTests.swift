import FeedCache
import FeedFeature
import Foundation
import TestSupport
import XCTest

/// The loaders and the file-system stores together, across instances, as the app uses them from
/// one launch to the next.
final class FeedCacheIntegrationTests: XCTestCase {
    private let directory = TemporaryDirectory()

    override func tearDown() {
        directory.remove()
        super.tearDown()
    }

    func test_loadFeed_deliversNoValidCacheOnEmptyCache() {
        let feedLoader = makeFeedLoader()

        XCTAssertThrowsError(try feedLoader.load()) { error in
            XCTAssertEqual(error as? LocalFeedLoader.LoadError, .noValidCache)
        }
    }

    func test_loadFeed_deliversItemsSavedOnASeparateInstance() throws {
        let feed = uniqueImageFeed().models

        try makeFeedLoader().save(feed)

        XCTAssertEqual(try makeFeedLoader().load(), feed)
    }

    func test_loadSavedFeed_deliversWhenTheFeedWasSavedOnASeparateInstance() throws {
        let feed = uniqueImageFeed().models
        let savedAt = fixedCurrentDate().adding(seconds: -2 * 3600)

        try makeFeedLoader(currentDate: savedAt).save(feed)

        XCTAssertEqual(try makeFeedLoader().loadSavedFeed(), SavedFeed(feed: feed, timestamp: savedAt))
    }

    func test_saveFeed_overridesItemsSavedOnASeparateInstance() throws {
        let latestFeed = uniqueImageFeed().models

        try makeFeedLoader().save(uniqueImageFeed().models)
        try makeFeedLoader().save(latestFeed)

        XCTAssertEqual(try makeFeedLoader().load(), latestFeed)
    }

    func test_validateFeedCache_doesNotDeleteRecentlySavedFeed() throws {
        let feed = uniqueImageFeed().models
        try makeFeedLoader().save(feed)

        try makeFeedLoader().validateCache()

        XCTAssertEqual(try makeFeedLoader().load(), feed)
    }

    func test_validateFeedCache_deletesFeedSavedInADistantPast() throws {
        try makeFeedLoader(currentDate: .distantPast).save(uniqueImageFeed().models)

        try makeFeedLoader().validateCache()

        XCTAssertNil(try FileSystemFeedStore(storeURL: feedStoreURL(), maxFileSize: 1 << 20).retrieve())
    }

    func test_loadImageData_deliversDataSavedOnASeparateInstance() throws {
        let data = Data("image".utf8)

        try makeImageLoader().save(data, for: anyImageURL())

        XCTAssertEqual(try makeImageLoader().loadImageData(from: anyImageURL()), data)
    }

    // MARK: - Helpers

    private func makeFeedLoader(
        currentDate: Date = fixedCurrentDate(), file: StaticString = #filePath, line: UInt = #line
    ) -> LocalFeedLoader {
        let store = FileSystemFeedStore(storeURL: feedStoreURL(), maxFileSize: 1 << 20)
        let sut = LocalFeedLoader(store: store, currentDate: { currentDate })
        trackForMemoryLeaks(store, file: file, line: line)
        trackForMemoryLeaks(sut, file: file, line: line)
        return sut
    }

    private func makeImageLoader(file: StaticString = #filePath, line: UInt = #line) -> LocalFeedImageDataLoader {
        let store = FileSystemFeedImageDataStore(
            directory: directory.url.appendingPathComponent("images"), maxImageSize: 1 << 20, maxTotalSize: 1 << 22,
            maxImageCount: 100)
        let sut = LocalFeedImageDataLoader(store: store)
        trackForMemoryLeaks(store, file: file, line: line)
        trackForMemoryLeaks(sut, file: file, line: line)
        return sut
    }

    private func feedStoreURL() -> URL {
        directory.url.appendingPathComponent("feed-store.json")
    }
}
