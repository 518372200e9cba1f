import FeedCache
import FeedFeature
import Foundation
import Synchronization
import TestSupport
import XCTest

final class FileSystemFeedStoreTests: XCTestCase, FailableFeedStoreSpecs, BoundedFeedStoreSpecs {
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

    func test_insert_keepsTheFirstImagesOfAFeedOverTheCap() throws {
        let feed = uniqueImages(count: 3)

        assertThatInsertKeepsTheFirstImagesOfAFeedOverTheCap(
            feed, on: makeSUT(maxFileSize: try fileSize(of: Array(feed.prefix(2)))))
    }

    func test_insert_failsWithoutSideEffectsWhenNotEvenTheFirstImageFits() {
        let hugeImage = LocalFeedImage(
            id: UUID(), description: String(repeating: "a", count: 2_000), location: nil, url: anyImageURL())

        assertThatInsertFailsWithoutSideEffectsWhenNotEvenTheFirstImageFits(
            [hugeImage] + uniqueImageFeed().local, on: makeSUT(maxFileSize: 1_000))
    }

    func test_retrieve_deliversFailureOnCacheOverTheCap() throws {
        let maxFileSize = 1_000
        try writeToStoreFile(validStoreFile(paddedTo: maxFileSize + 1))

        assertThatRetrieveDeliversFailureOnRetrievalError(on: makeSUT(maxFileSize: maxFileSize))
    }

    // MARK: - Size cap

    func test_retrieve_deliversCacheOnFileExactlyAtTheCap() throws {
        let maxFileSize = 1_000
        try writeToStoreFile(validStoreFile(paddedTo: maxFileSize))

        XCTAssertNotNil(try makeSUT(maxFileSize: maxFileSize).retrieve())
    }

    /// What the user meets: a huge file left at the cache's path is deleted, never read whole.
    func test_validateCache_deletesAFileOverTheCap() throws {
        let maxFileSize = 1_000
        try writeToStoreFile(validStoreFile(paddedTo: maxFileSize + 1))
        let loader = LocalFeedLoader(store: makeSUT(maxFileSize: maxFileSize), currentDate: fixedCurrentDate)

        try loader.validateCache()

        XCTAssertFalse(FileManager.default.fileExists(atPath: storeURL().path))
    }

    func test_insert_keepsAsManyFirstImagesAsFitInTheCap() throws {
        let feed = uniqueImages(count: 5)
        let maxFileSize = try fileSize(of: Array(feed.prefix(3)))
        let sut = makeSUT(maxFileSize: maxFileSize)

        try sut.insert(feed, timestamp: fixedCurrentDate())

        XCTAssertEqual(try sut.retrieve()?.feed, Array(feed.prefix(3)))
        XCTAssertEqual(try Data(contentsOf: storeURL()).count, maxFileSize)
    }

    func test_insert_keepsAnEmptyFeed() throws {
        let sut = makeSUT(maxFileSize: try fileSize(of: []))

        try sut.insert([], timestamp: fixedCurrentDate())

        XCTAssertEqual(try sut.retrieve(), CachedFeed(feed: [], timestamp: fixedCurrentDate()))
    }

    // MARK: - Timestamps

    /// 1e300 would otherwise never expire; the others are as far from a clock's reading.
    func test_retrieve_deliversFailureOnTimestampsNoClockGives_andValidationDeletesThem() throws {
        let sut = makeSUT()
        let loader = LocalFeedLoader(store: sut, currentDate: fixedCurrentDate)
        let beforeTheUnixEpoch = Date(timeIntervalSince1970: -1).timeIntervalSinceReferenceDate
        let afterTheDistantFuture = Date.distantFuture.timeIntervalSinceReferenceDate + 1

        for timestamp in [1e300, -1e300, beforeTheUnixEpoch, afterTheDistantFuture] {
            try writeToStoreFile(Data(#"{"feed":[],"timestamp":\#(timestamp),"version":1}"#.utf8))

            XCTAssertThrowsError(try sut.retrieve(), "Expected failure on timestamp \(timestamp)")
            try loader.validateCache()
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: storeURL().path),
                "Expected validation to delete the file with timestamp \(timestamp)")
        }
    }

    func test_retrieve_deliversCacheOnTheFirstAndLastTimestampsAClockGives() throws {
        let sut = makeSUT()

        for date in [Date(timeIntervalSince1970: 0), Date.distantFuture] {
            try sut.insert([], timestamp: date)

            XCTAssertEqual(try sut.retrieve(), CachedFeed(feed: [], timestamp: date))
        }
    }

    // MARK: - Format versions

    func test_retrieve_deliversFailureOnAnOlderFormatVersion() throws {
        try writeToStoreFile(Data(#"{"version":0,"timestamp":0,"feed":[]}"#.utf8))

        XCTAssertThrowsError(try makeSUT().retrieve())
    }

    func test_retrieve_deliversEmptyOnANewerFormatVersion() throws {
        try writeToStoreFile(newerVersionFile)

        assertThatRetrieveHasNoSideEffectsOnEmptyCache(on: makeSUT())
        XCTAssertEqual(try Data(contentsOf: storeURL()), newerVersionFile)
    }

    /// Two versions of the app sharing a cache directory: the older one leaves the newer one's cache as it is.
    func test_validateCache_leavesANewerFormatVersionAlone() throws {
        try writeToStoreFile(newerVersionFile)
        let loader = LocalFeedLoader(store: makeSUT(), currentDate: fixedCurrentDate)

        try loader.validateCache()

        XCTAssertEqual(try Data(contentsOf: storeURL()), newerVersionFile)
        XCTAssertThrowsError(try loader.load(), "Expected no cache this version can use")
    }

    func test_insert_deliversErrorAndLeavesANewerFormatVersionAlone() throws {
        try writeToStoreFile(newerVersionFile)

        XCTAssertThrowsError(try makeSUT().insert(uniqueImageFeed().local, timestamp: fixedCurrentDate()))

        XCTAssertEqual(try Data(contentsOf: storeURL()), newerVersionFile)
    }

    func test_insert_replacesAFileOfAnOlderFormatVersion() throws {
        try writeToStoreFile(Data(#"{"version":0,"timestamp":0,"feed":[]}"#.utf8))
        let sut = makeSUT()
        let feed = uniqueImageFeed().local

        try sut.insert(feed, timestamp: fixedCurrentDate())

        XCTAssertEqual(try sut.retrieve(), CachedFeed(feed: feed, timestamp: fixedCurrentDate()))
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

    func test_retrieve_deliversTheValidatorsInsertedWithTheFeed() throws {
        let validators = ResourceValidators(entityTag: #"W/"v1""#, lastModified: "Sun, 06 Nov 1994 08:49:37 GMT")
        let sut = makeSUT()

        try sut.insert([], timestamp: fixedCurrentDate(), validators: validators)

        XCTAssertEqual(try sut.retrieve(), CachedFeed(feed: [], timestamp: fixedCurrentDate(), validators: validators))
    }

    /// A file written before validators were kept, or for a server that names no version.
    func test_retrieve_deliversNoValidatorsFromAFileWithout() throws {
        let file = #"{"feed":[],"timestamp":600000000.5,"version":1}"#
        try FileManager.default.createDirectory(
            at: storeURL().deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.utf8).write(to: storeURL())

        XCTAssertEqual(
            try makeSUT().retrieve(),
            CachedFeed(feed: [], timestamp: Date(timeIntervalSinceReferenceDate: 600_000_000.5)))
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
            let sut = FileSystemFeedStore(storeURL: storeURL, maxFileSize: 1 << 20)
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

    private func makeSUT(
        storeURL: URL? = nil, maxFileSize: Int = 1 << 20, file: StaticString = #filePath, line: UInt = #line
    ) -> FeedStore {
        let sut = FileSystemFeedStore(storeURL: storeURL ?? self.storeURL(), maxFileSize: maxFileSize)
        trackForMemoryLeaks(sut, file: file, line: line)
        return sut
    }

    /// Written by a later feed-tty, whose format this one doesn't know.
    private let newerVersionFile = Data(#"{"version":2,"saved":"2030-01-01","feed":[]}"#.utf8)

    private func uniqueImages(count: Int) -> [LocalFeedImage] {
        (0..<count).map { _ in uniqueImageFeed().local[0] }
    }

    /// The size of the store file that holds `feed`, as written by an unbounded store.
    private func fileSize(of feed: [LocalFeedImage]) throws -> Int {
        let scratch = directory.url.appendingPathComponent("scratch-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileSystemFeedStore(storeURL: scratch, maxFileSize: .max).insert(feed, timestamp: fixedCurrentDate())
        return try Data(contentsOf: scratch).count
    }

    /// A cache any store would read, padded with JSON whitespace to `size` bytes.
    private func validStoreFile(paddedTo size: Int) -> Data {
        let file = Data(#"{"feed":[],"timestamp":0,"version":1}"#.utf8)
        return file + Data(repeating: UInt8(ascii: " "), count: size - file.count)
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
