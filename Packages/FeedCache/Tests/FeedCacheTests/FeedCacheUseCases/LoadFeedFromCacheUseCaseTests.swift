import FeedCache
import FeedFeature
import Foundation
import TestSupport
import XCTest

final class LoadFeedFromCacheUseCaseTests: XCTestCase {
    func test_init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_load_requestsCacheRetrieval() {
        let (sut, store) = makeSUT()

        _ = try? sut.load()

        XCTAssertEqual(store.receivedMessages, [.retrieve])
    }

    func test_load_failsOnRetrievalError() {
        let (sut, store) = makeSUT()
        let retrievalError = anyNSError()

        expect(sut, toCompleteWith: .failure(retrievalError)) {
            store.completeRetrieval(with: retrievalError)
        }
    }

    func test_load_deliversNoValidCacheErrorOnEmptyCache() {
        let (sut, store) = makeSUT()

        expect(sut, toCompleteWith: .failure(LocalFeedLoader.LoadError.noValidCache)) {
            store.completeRetrievalWithEmptyCache()
        }
    }

    func test_load_deliversCachedImagesOnNonExpiredCache() {
        let feed = uniqueImageFeed()
        let now = fixedCurrentDate()
        let nonExpiredTimestamp = now.minusFeedCacheMaxAge().adding(seconds: 1)
        let (sut, store) = makeSUT(currentDate: { now })

        expect(sut, toCompleteWith: .success(feed.models)) {
            store.completeRetrieval(with: feed.local, timestamp: nonExpiredTimestamp)
        }
    }

    func test_load_deliversCachedImagesOnCacheFromTheFuture() {
        let feed = uniqueImageFeed()
        let now = fixedCurrentDate()
        let (sut, store) = makeSUT(currentDate: { now })

        expect(sut, toCompleteWith: .success(feed.models)) {
            store.completeRetrieval(with: feed.local, timestamp: now.adding(days: 1))
        }
    }

    func test_load_deliversCachedImagesOnCacheFromLessThanTheMaxAgeInTheFuture() {
        let feed = uniqueImageFeed()
        let now = fixedCurrentDate()
        let (sut, store) = makeSUT(currentDate: { now })

        expect(sut, toCompleteWith: .success(feed.models)) {
            store.completeRetrieval(with: feed.local, timestamp: now.adding(days: 7).adding(seconds: -1))
        }
    }

    /// Else a timestamp far ahead (a clock that was badly wrong, an edited file) would never expire.
    func test_load_deliversNoValidCacheErrorOnCacheFromTheMaxAgeOrMoreInTheFuture() {
        let now = fixedCurrentDate()
        let (sut, store) = makeSUT(currentDate: { now })

        for timestamp in [now.adding(days: 7), now.adding(days: 365 * 100), .distantFuture] {
            expect(sut, toCompleteWith: .failure(LocalFeedLoader.LoadError.noValidCache)) {
                store.completeRetrieval(with: uniqueImageFeed().local, timestamp: timestamp)
            }
        }
    }

    func test_load_deliversNoValidCacheErrorOnCacheExpiration() {
        let now = fixedCurrentDate()
        let expirationTimestamp = now.minusFeedCacheMaxAge()
        let (sut, store) = makeSUT(currentDate: { now })

        expect(sut, toCompleteWith: .failure(LocalFeedLoader.LoadError.noValidCache)) {
            store.completeRetrieval(with: uniqueImageFeed().local, timestamp: expirationTimestamp)
        }
    }

    func test_load_deliversNoValidCacheErrorOnExpiredCache() {
        let now = fixedCurrentDate()
        let expiredTimestamp = now.minusFeedCacheMaxAge().adding(seconds: -1)
        let (sut, store) = makeSUT(currentDate: { now })

        expect(sut, toCompleteWith: .failure(LocalFeedLoader.LoadError.noValidCache)) {
            store.completeRetrieval(with: uniqueImageFeed().local, timestamp: expiredTimestamp)
        }
    }

    func test_loadSavedFeed_deliversTheCachedImagesWithWhenTheyWereSavedOnNonExpiredCache() throws {
        let feed = uniqueImageFeed()
        let now = fixedCurrentDate()
        let savedAt = now.adding(seconds: -2 * 3600)
        let (sut, store) = makeSUT(currentDate: { now })
        store.completeRetrieval(with: feed.local, timestamp: savedAt)

        XCTAssertEqual(try sut.loadSavedFeed(), SavedFeed(feed: feed.models, timestamp: savedAt))
        XCTAssertEqual(store.receivedMessages, [.retrieve])
    }

    func test_loadSavedFeed_deliversNoValidCacheErrorOnExpiredOrEmptyCache() {
        let now = fixedCurrentDate()
        let (sut, store) = makeSUT(currentDate: { now })

        store.completeRetrieval(with: uniqueImageFeed().local, timestamp: now.minusFeedCacheMaxAge())
        XCTAssertThrowsError(try sut.loadSavedFeed()) { error in
            XCTAssertEqual(error as? LocalFeedLoader.LoadError, .noValidCache)
        }

        store.completeRetrievalWithEmptyCache()
        XCTAssertThrowsError(try sut.loadSavedFeed()) { error in
            XCTAssertEqual(error as? LocalFeedLoader.LoadError, .noValidCache)
        }
    }

    func test_load_hasNoSideEffectsOnRetrievalError() {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyNSError())

        _ = try? sut.load()

        XCTAssertEqual(store.receivedMessages, [.retrieve])
    }

    func test_load_hasNoSideEffectsOnEmptyCache() {
        let (sut, store) = makeSUT()
        store.completeRetrievalWithEmptyCache()

        _ = try? sut.load()

        XCTAssertEqual(store.receivedMessages, [.retrieve])
    }

    func test_load_hasNoSideEffectsOnNonExpiredCache() {
        let now = fixedCurrentDate()
        let (sut, store) = makeSUT(currentDate: { now })
        store.completeRetrieval(with: uniqueImageFeed().local, timestamp: now.minusFeedCacheMaxAge().adding(seconds: 1))

        _ = try? sut.load()

        XCTAssertEqual(store.receivedMessages, [.retrieve])
    }

    func test_load_hasNoSideEffectsOnCacheExpiration() {
        let now = fixedCurrentDate()
        let (sut, store) = makeSUT(currentDate: { now })
        store.completeRetrieval(with: uniqueImageFeed().local, timestamp: now.minusFeedCacheMaxAge())

        _ = try? sut.load()

        XCTAssertEqual(store.receivedMessages, [.retrieve])
    }

    func test_load_hasNoSideEffectsOnExpiredCache() {
        let now = fixedCurrentDate()
        let (sut, store) = makeSUT(currentDate: { now })
        store.completeRetrieval(
            with: uniqueImageFeed().local, timestamp: now.minusFeedCacheMaxAge().adding(seconds: -1))

        _ = try? sut.load()

        XCTAssertEqual(store.receivedMessages, [.retrieve])
    }

    // MARK: - Helpers

    private func makeSUT(
        currentDate: @escaping @Sendable () -> Date = fixedCurrentDate,
        file: StaticString = #filePath, line: UInt = #line
    ) -> (sut: LocalFeedLoader, store: FeedStoreSpy) {
        let store = FeedStoreSpy()
        let sut = LocalFeedLoader(store: store, currentDate: currentDate)
        trackForMemoryLeaks(store, file: file, line: line)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store)
    }

    private func expect(
        _ sut: LocalFeedLoader, toCompleteWith expectedResult: Result<[FeedImage], Error>, when action: () -> Void,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        action()

        let receivedResult = Result { try sut.load() }

        switch (receivedResult, expectedResult) {
        case let (.success(received), .success(expected)):
            XCTAssertEqual(received, expected, file: file, line: line)

        case let (.failure(received), .failure(expected)):
            XCTAssertEqual(received as NSError, expected as NSError, file: file, line: line)

        default:
            XCTFail("Expected result \(expectedResult), got \(receivedResult) instead", file: file, line: line)
        }
    }
}
