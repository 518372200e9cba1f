import FeedCache
import Foundation
import TestSupport
import XCTest

extension FeedStoreSpecs where Self: XCTestCase {
    func assertThatRetrieveDeliversEmptyOnEmptyCache(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        expect(sut, toRetrieve: .success(nil), file: file, line: line)
    }

    func assertThatRetrieveHasNoSideEffectsOnEmptyCache(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        expect(sut, toRetrieveTwice: .success(nil), file: file, line: line)
    }

    func assertThatRetrieveDeliversFoundValuesOnNonEmptyCache(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        let feed = uniqueImageFeed().local
        let timestamp = fixedCurrentDate()

        insert((feed, timestamp), to: sut)

        expect(sut, toRetrieve: .success(CachedFeed(feed: feed, timestamp: timestamp)), file: file, line: line)
    }

    func assertThatRetrieveHasNoSideEffectsOnNonEmptyCache(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        let feed = uniqueImageFeed().local
        let timestamp = fixedCurrentDate()

        insert((feed, timestamp), to: sut)

        expect(sut, toRetrieveTwice: .success(CachedFeed(feed: feed, timestamp: timestamp)), file: file, line: line)
    }

    func assertThatInsertDeliversNoErrorOnEmptyCache(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        let insertionError = insert((uniqueImageFeed().local, fixedCurrentDate()), to: sut)

        XCTAssertNil(insertionError, "Expected to insert cache successfully", file: file, line: line)
    }

    func assertThatInsertDeliversNoErrorOnNonEmptyCache(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        insert((uniqueImageFeed().local, fixedCurrentDate()), to: sut)

        let insertionError = insert((uniqueImageFeed().local, fixedCurrentDate()), to: sut)

        XCTAssertNil(insertionError, "Expected to override cache successfully", file: file, line: line)
    }

    func assertThatInsertOverridesPreviouslyInsertedCacheValues(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        insert((uniqueImageFeed().local, fixedCurrentDate()), to: sut)

        let latestFeed = uniqueImageFeed().local
        let latestTimestamp = fixedCurrentDate().adding(seconds: 1)
        insert((latestFeed, latestTimestamp), to: sut)

        expect(
            sut, toRetrieve: .success(CachedFeed(feed: latestFeed, timestamp: latestTimestamp)), file: file, line: line)
    }

    func assertThatDeleteDeliversNoErrorOnEmptyCache(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        let deletionError = deleteCache(from: sut)

        XCTAssertNil(deletionError, "Expected empty cache deletion to succeed", file: file, line: line)
    }

    func assertThatDeleteHasNoSideEffectsOnEmptyCache(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        deleteCache(from: sut)

        expect(sut, toRetrieve: .success(nil), file: file, line: line)
    }

    func assertThatDeleteDeliversNoErrorOnNonEmptyCache(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        insert((uniqueImageFeed().local, fixedCurrentDate()), to: sut)

        let deletionError = deleteCache(from: sut)

        XCTAssertNil(deletionError, "Expected non-empty cache deletion to succeed", file: file, line: line)
    }

    func assertThatDeleteEmptiesPreviouslyInsertedCache(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        insert((uniqueImageFeed().local, fixedCurrentDate()), to: sut)

        deleteCache(from: sut)

        expect(sut, toRetrieve: .success(nil), file: file, line: line)
    }
}

extension FailableRetrieveFeedStoreSpecs where Self: XCTestCase {
    /// `sut` must hold data it can't read.
    func assertThatRetrieveDeliversFailureOnRetrievalError(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        expect(sut, toRetrieve: .failure(anyNSError()), file: file, line: line)
    }

    /// `sut` must hold data it can't read.
    func assertThatRetrieveHasNoSideEffectsOnFailure(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        expect(sut, toRetrieveTwice: .failure(anyNSError()), file: file, line: line)
    }
}

extension FailableInsertFeedStoreSpecs where Self: XCTestCase {
    /// `sut` must be unable to write.
    func assertThatInsertDeliversErrorOnInsertionError(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        let insertionError = insert((uniqueImageFeed().local, fixedCurrentDate()), to: sut)

        XCTAssertNotNil(insertionError, "Expected cache insertion to fail with an error", file: file, line: line)
    }

    /// `sut` must be unable to write.
    func assertThatInsertHasNoSideEffectsOnInsertionError(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        insert((uniqueImageFeed().local, fixedCurrentDate()), to: sut)

        expect(sut, toRetrieve: .success(nil), file: file, line: line)
    }
}

extension FailableDeleteFeedStoreSpecs where Self: XCTestCase {
    /// `sut` must be unable to delete.
    func assertThatDeleteDeliversErrorOnDeletionError(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        let deletionError = deleteCache(from: sut)

        XCTAssertNotNil(deletionError, "Expected cache deletion to fail", file: file, line: line)
    }

    /// `sut` must be unable to delete. Whatever retrieve delivered before, it still delivers after.
    func assertThatDeleteHasNoSideEffectsOnDeletionError(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        let before = Result { try sut.retrieve() }

        deleteCache(from: sut)

        expect(sut, toRetrieve: before, file: file, line: line)
    }
}

extension BoundedFeedStoreSpecs where Self: XCTestCase {
    /// `feed` must be over `sut`'s cap, with room for its first image.
    func assertThatInsertKeepsTheFirstImagesOfAFeedOverTheCap(
        _ feed: [LocalFeedImage], on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        let timestamp = fixedCurrentDate()

        let insertionError = insert((feed, timestamp), to: sut)

        XCTAssertNil(insertionError, "Expected the images that fit to be inserted", file: file, line: line)
        guard let cache = try? sut.retrieve() else {
            return XCTFail("Expected a cache to retrieve", file: file, line: line)
        }
        XCTAssertEqual(cache.timestamp, timestamp, file: file, line: line)
        XCTAssertFalse(cache.feed.isEmpty, "Expected the first images kept", file: file, line: line)
        XCTAssertLessThan(cache.feed.count, feed.count, "Expected the last images dropped", file: file, line: line)
        XCTAssertEqual(
            cache.feed, Array(feed.prefix(cache.feed.count)), "Expected the first images", file: file, line: line)
    }

    /// `feed` must start with an image over `sut`'s cap. A store that keeps nothing of the latest
    /// feed keeps the previous cache, as when any other insert fails.
    func assertThatInsertFailsWithoutSideEffectsWhenNotEvenTheFirstImageFits(
        _ feed: [LocalFeedImage], on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        let previousCache = CachedFeed(feed: uniqueImageFeed().local, timestamp: fixedCurrentDate())
        insert((previousCache.feed, previousCache.timestamp), to: sut)

        let insertionError = insert((feed, fixedCurrentDate().adding(seconds: 1)), to: sut)

        XCTAssertNotNil(insertionError, "Expected the insertion to fail", file: file, line: line)
        expect(sut, toRetrieve: .success(previousCache), file: file, line: line)
    }
}

extension FeedStoreSpecs where Self: XCTestCase {
    @discardableResult
    func insert(
        _ cache: (feed: [LocalFeedImage], timestamp: Date), to sut: FeedStore
    ) -> Error? {
        do {
            try sut.insert(cache.feed, timestamp: cache.timestamp)
            return nil
        } catch {
            return error
        }
    }

    @discardableResult
    func deleteCache(from sut: FeedStore) -> Error? {
        do {
            try sut.deleteCachedFeed()
            return nil
        } catch {
            return error
        }
    }

    func expect(
        _ sut: FeedStore, toRetrieveTwice expectedResult: Result<CachedFeed?, Error>,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        expect(sut, toRetrieve: expectedResult, file: file, line: line)
        expect(sut, toRetrieve: expectedResult, file: file, line: line)
    }

    /// Any two failures match: which error a store throws is its own business.
    func expect(
        _ sut: FeedStore, toRetrieve expectedResult: Result<CachedFeed?, Error>,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let retrievedResult = Result { try sut.retrieve() }

        switch (expectedResult, retrievedResult) {
        case let (.success(expected), .success(retrieved)):
            XCTAssertEqual(retrieved, expected, file: file, line: line)

        case (.failure, .failure):
            break

        default:
            XCTFail("Expected to retrieve \(expectedResult), got \(retrievedResult) instead", file: file, line: line)
        }
    }
}
