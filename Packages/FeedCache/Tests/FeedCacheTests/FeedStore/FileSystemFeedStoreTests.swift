import FeedCache
import Foundation
import Synchronization
import TestSupport
import XCTest

final class FileSystemFeedStoreTests: XCTestCase, FailableFeedStoreSpecs {
    private let directory = TemporaryDirectory()

    override func tearDown() {
        directory.remove()
        super.tearDown()
    }

    func test_retrieve_deliversEmptyOnEmptyCache() {
        assertThatRetrieveDeliversEmptyOnEmptyCache(on: makeSUT())
    }

    func test_retrieve_hasNoSideEffectsOnEmptyCache() {
        assertThatRetrieveHasNoSideEffectsOnEmptyCache(on: makeSUT())
    }

    func test_retrieve_deliversFoundValuesOnNonEmptyCache() {
        assertThatRetrieveDeliversFoundValuesOnNonEmptyCache(on: makeSUT())
    }

    func test_retrieve_hasNoSideEffectsOnNonEmptyCache() {
        assertThatRetrieveHasNoSideEffectsOnNonEmptyCache(on: makeSUT())
    }

    func test_retrieve_deliversFailureOnRetrievalError() throws {
        try writeToStoreFile(Data("invalid data".utf8))

        assertThatRetrieveDeliversFailureOnRetrievalError(on: makeSUT())
    }

    func test_retrieve_hasNoSideEffectsOnFailure() throws {
        try writeToStoreFile(Data("invalid data".utf8))

        assertThatRetrieveHasNoSideEffectsOnFailure(on: makeSUT())
    }

    func test_insert_deliversNoErrorOnEmptyCache() {
        assertThatInsertDeliversNoErrorOnEmptyCache(on: makeSUT())
    }

    func test_insert_deliversNoErrorOnNonEmptyCache() {
        assertThatInsertDeliversNoErrorOnNonEmptyCache(on: makeSUT())
    }

    func test_insert_overridesPreviouslyInsertedCacheValues() {
        assertThatInsertOverridesPreviouslyInsertedCacheValues(on: makeSUT())
    }

    func test_insert_deliversErrorOnInsertionError() throws {
        let storeURL = try directory.urlUnderARegularFile(named: "feed-store.json")

        assertThatInsertDeliversErrorOnInsertionError(on: makeSUT(storeURL: storeURL))
    }

    func test_insert_hasNoSideEffectsOnInsertionError() throws {
        let storeURL = try directory.urlUnderARegularFile(named: "feed-store.json")

        assertThatInsertHasNoSideEffectsOnInsertionError(on: makeSUT(storeURL: storeURL))
    }

    func test_delete_deliversNoErrorOnEmptyCache() {
        assertThatDeleteDeliversNoErrorOnEmptyCache(on: makeSUT())
    }

    func test_delete_hasNoSideEffectsOnEmptyCache() {
        assertThatDeleteHasNoSideEffectsOnEmptyCache(on: makeSUT())
    }

    func test_delete_deliversNoErrorOnNonEmptyCache() {
        assertThatDeleteDeliversNoErrorOnNonEmptyCache(on: makeSUT())
    }

    func test_delete_emptiesPreviouslyInsertedCache() {
        assertThatDeleteEmptiesPreviouslyInsertedCache(on: makeSUT())
    }

    func test_delete_deliversErrorOnDeletionError() throws {
        let storeURL = try directory.nonEmptyDirectory(named: "feed-store.json")

        assertThatDeleteDeliversErrorOnDeletionError(on: makeSUT(storeURL: storeURL))
    }

    func test_delete_hasNoSideEffectsOnDeletionError() throws {
        let storeURL = try directory.nonEmptyDirectory(named: "feed-store.json")

        assertThatDeleteHasNoSideEffectsOnDeletionError(on: makeSUT(storeURL: storeURL))
        XCTAssertEqual(directory.contents(of: "feed-store.json"), ["a-file"], "Expected the directory to be left alone")
    }

    // MARK: - File system

    func test_insert_createsMissingDirectories() throws {
        let storeURL = directory.url.appendingPathComponent("a/b/c/feed-store.json")
        let sut = makeSUT(storeURL: storeURL)
        let feed = uniqueImageFeed().local

        try sut.insert(feed, timestamp: fixedCurrentDate())

        XCTAssertEqual(try sut.retrieve(), CachedFeed(feed: feed, timestamp: fixedCurrentDate()))
    }

    func test_retrieve_deliversValuesInsertedByAnotherInstance() throws {
        let feed = uniqueImageFeed().local

        try makeSUT().insert(feed, timestamp: fixedCurrentDate())

        XCTAssertEqual(try makeSUT().retrieve(), CachedFeed(feed: feed, timestamp: fixedCurrentDate()))
    }

    func test_insert_leavesOnlyTheStoreFileBehind() throws {
        let sut = makeSUT()

        try sut.insert(uniqueImageFeed().local, timestamp: fixedCurrentDate())
        try sut.insert(uniqueImageFeed().local, timestamp: fixedCurrentDate())

        XCTAssertEqual(directory.contents(), ["feed-store.json"])
    }

    func test_insert_removesItsTemporaryFileOnInsertionError() throws {
        let storeURL = try directory.nonEmptyDirectory(named: "feed-store.json")
        let sut = makeSUT(storeURL: storeURL)

        XCTAssertThrowsError(try sut.insert(uniqueImageFeed().local, timestamp: fixedCurrentDate()))

        XCTAssertEqual(directory.contents(), ["feed-store.json"], "Expected no temporary file left behind")
    }

    func test_insert_writesVersionedJSON() throws {
        let image = LocalFeedImage(
            id: UUID(uuidString: "A28F5FE3-27A7-44E9-8DF5-53742D0E4A5A")!,
            description: nil,
            location: "a location",
            url: URL(string: "https://a-url.com/image.png")!
        )

        try makeSUT().insert([image], timestamp: Date(timeIntervalSinceReferenceDate: 600_000_000.5))

        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: storeURL())) as? [String: Any]
        XCTAssertEqual(json?["version"] as? Int, 1)
        XCTAssertEqual(json?["timestamp"] as? Double, 600_000_000.5)
        let images = json?["feed"] as? [[String: Any]]
        XCTAssertEqual(images?.count, 1)
        XCTAssertEqual(images?.first?["id"] as? String, "A28F5FE3-27A7-44E9-8DF5-53742D0E4A5A")
        XCTAssertEqual(images?.first?["location"] as? String, "a location")
        XCTAssertEqual(images?.first?["url"] as? String, "https://a-url.com/image.png")
    }

    func test_retrieve_deliversFailureOnUnknownFormatVersion() throws {
        try writeToStoreFile(Data(#"{"version":2,"timestamp":0,"feed":[]}"#.utf8))

        XCTAssertThrowsError(try makeSUT().retrieve())
    }

    // MARK: - Crash safety

    /// What a crash or `kill -9` in the middle of an insert leaves behind: the previous store file
    /// and half-written files next to it. None of them may get in the way.
    func test_retrieve_deliversPreviousCacheWhenAnInsertWasInterrupted() throws {
        let sut = makeSUT()
        let previousCache = CachedFeed(feed: uniqueImageFeed().local, timestamp: fixedCurrentDate())
        try sut.insert(previousCache.feed, timestamp: previousCache.timestamp)
        let storeFile = try Data(contentsOf: storeURL())

        try leaveTornWrite(Data(storeFile.prefix(storeFile.count / 2)), pid: 999_999)
        try leaveTornWrite(Data(storeFile.dropLast()), pid: ProcessInfo.processInfo.processIdentifier)

        XCTAssertEqual(try sut.retrieve(), previousCache)

        let latestFeed = uniqueImageFeed().local
        try sut.insert(latestFeed, timestamp: fixedCurrentDate())
        XCTAssertEqual(try sut.retrieve(), CachedFeed(feed: latestFeed, timestamp: fixedCurrentDate()))
        XCTAssertEqual(directory.contents().count, 3, "Expected the store file and the leftovers, untouched")
    }

    /// A store file cut short at any length (say, by a tool that writes in place) must throw,
    /// never crash, and cache validation must then delete it.
    func test_retrieve_deliversFailureOnStoreFileTruncatedAtAnyLength_andValidationDeletesIt() throws {
        let sut = makeSUT()
        try sut.insert(uniqueImageFeed().local, timestamp: fixedCurrentDate())
        let storeFile = try Data(contentsOf: storeURL())
        let loader = LocalFeedLoader(store: sut, currentDate: fixedCurrentDate)

        for length in 0..<storeFile.count {
            try writeToStoreFile(storeFile.prefix(length))

            XCTAssertThrowsError(try sut.retrieve(), "Expected failure when truncated to \(length) bytes")
            try loader.validateCache()
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: storeURL().path),
                "Expected validation to delete the file truncated to \(length) bytes"
            )
        }
    }

    /// Two processes sharing a store file are like two threads here: each insert is a rename of
    /// a complete file, so every read sees one complete cache or another, never a mix.
    func test_concurrentInsertsFromManyInstances_neverLeaveACorruptedFile() throws {
        let feeds = (0..<4).map { _ in uniqueImageFeed().local }
        let storeURL = storeURL()
        let failures = Mutex([String]())

        DispatchQueue.concurrentPerform(iterations: 40) { iteration in
            let sut = FileSystemFeedStore(storeURL: storeURL)
            do {
                try sut.insert(feeds[iteration % feeds.count], timestamp: fixedCurrentDate())
                let cache = try sut.retrieve()
                if let cache, !feeds.contains(cache.feed) {
                    failures.withLock { $0.append("unexpected feed \(cache.feed)") }
                }
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }

        XCTAssertEqual(failures.withLock { $0 }, [])
        let finalFeed = try XCTUnwrap(try makeSUT().retrieve()?.feed)
        XCTAssertTrue(feeds.contains(finalFeed))
        XCTAssertEqual(directory.contents(), ["feed-store.json"], "Expected no temporary file left behind")
    }

    // MARK: - Helpers

    private func makeSUT(storeURL: URL? = nil, file: StaticString = #filePath, line: UInt = #line) -> FeedStore {
        let sut = FileSystemFeedStore(storeURL: storeURL ?? self.storeURL())
        trackForMemoryLeaks(sut, file: file, line: line)
        return sut
    }

    private func storeURL() -> URL {
        directory.url.appendingPathComponent("feed-store.json")
    }

    /// Written in place, not atomically, to produce exactly the file a test needs.
    private func writeToStoreFile(_ data: Data) throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try data.write(to: storeURL())
    }

    /// A temporary file as an insert names it, holding what a crashed insert had written so far.
    private func leaveTornWrite(_ data: Data, pid: Int32) throws {
        try data.write(to: directory.url.appendingPathComponent(".feed-store.json.\(pid).\(UUID().uuidString).tmp"))
    }
}
