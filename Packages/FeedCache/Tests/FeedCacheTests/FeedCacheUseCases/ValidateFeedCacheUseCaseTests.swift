import FeedCache
import FeedFeature
import Foundation
import TestSupport
import XCTest

final class ValidateFeedCacheUseCaseTests: XCTestCase {
    func test_init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_validateCache_deletesCacheOnRetrievalError() {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyNSError())

        try? sut.validateCache()

        XCTAssertEqual(store.receivedMessages, [.retrieve, .deleteCachedFeed])
    }

    func test_validateCache_doesNotDeleteCacheOnEmptyCache() {
        let (sut, store) = makeSUT()
        store.completeRetrievalWithEmptyCache()

        try? sut.validateCache()

        XCTAssertEqual(store.receivedMessages, [.retrieve])
    }

    func test_validateCache_doesNotDeleteNonExpiredCache() {
        let now = fixedCurrentDate()
        let (sut, store) = makeSUT(currentDate: { now })
        store.completeRetrieval(with: uniqueImageFeed().local, timestamp: now.minusFeedCacheMaxAge().adding(seconds: 1))

        try? sut.validateCache()

        XCTAssertEqual(store.receivedMessages, [.retrieve])
    }

    func test_validateCache_doesNotDeleteCacheFromTheFuture() {
        let now = fixedCurrentDate()
        let (sut, store) = makeSUT(currentDate: { now })
        store.completeRetrieval(with: uniqueImageFeed().local, timestamp: now.adding(days: 1))

        try? sut.validateCache()

        XCTAssertEqual(store.receivedMessages, [.retrieve])
    }

    func test_validateCache_deletesCacheFromTheMaxAgeInTheFuture() {
        let now = fixedCurrentDate()
        let (sut, store) = makeSUT(currentDate: { now })
        store.completeRetrieval(with: uniqueImageFeed().local, timestamp: now.adding(days: 7))

        try? sut.validateCache()

        XCTAssertEqual(store.receivedMessages, [.retrieve, .deleteCachedFeed])
    }

    func test_validateCache_deletesCacheOnExpiration() {
        let now = fixedCurrentDate()
        let (sut, store) = makeSUT(currentDate: { now })
        store.completeRetrieval(with: uniqueImageFeed().local, timestamp: now.minusFeedCacheMaxAge())

        try? sut.validateCache()

        XCTAssertEqual(store.receivedMessages, [.retrieve, .deleteCachedFeed])
    }

    func test_validateCache_deletesExpiredCache() {
        let now = fixedCurrentDate()
        let (sut, store) = makeSUT(currentDate: { now })
        store.completeRetrieval(
            with: uniqueImageFeed().local, timestamp: now.minusFeedCacheMaxAge().adding(seconds: -1))

        try? sut.validateCache()

        XCTAssertEqual(store.receivedMessages, [.retrieve, .deleteCachedFeed])
    }

    func test_validateCache_failsOnDeletionErrorOfFailedRetrieval() {
        let (sut, store) = makeSUT()
        let deletionError = anyNSError()
        store.completeRetrieval(with: NSError(domain: "retrieval", code: 1))
        store.completeDeletion(with: deletionError)

        XCTAssertThrowsError(try sut.validateCache()) { error in
            XCTAssertEqual(error as NSError, deletionError)
        }
    }

    func test_validateCache_succeedsOnSuccessfulDeletionOfFailedRetrieval() {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyNSError())

        XCTAssertNoThrow(try sut.validateCache())
    }

    func test_validateCache_succeedsOnEmptyCache() {
        let (sut, store) = makeSUT()
        store.completeRetrievalWithEmptyCache()

        XCTAssertNoThrow(try sut.validateCache())
    }

    func test_validateCache_succeedsOnNonExpiredCache() {
        let now = fixedCurrentDate()
        let (sut, store) = makeSUT(currentDate: { now })
        store.completeRetrieval(with: uniqueImageFeed().local, timestamp: now.minusFeedCacheMaxAge().adding(seconds: 1))

        XCTAssertNoThrow(try sut.validateCache())
    }

    func test_validateCache_failsOnDeletionErrorOfExpiredCache() {
        let now = fixedCurrentDate()
        let (sut, store) = makeSUT(currentDate: { now })
        let deletionError = anyNSError()
        store.completeRetrieval(with: uniqueImageFeed().local, timestamp: now.minusFeedCacheMaxAge())
        store.completeDeletion(with: deletionError)

        XCTAssertThrowsError(try sut.validateCache()) { error in
            XCTAssertEqual(error as NSError, deletionError)
        }
    }

    func test_validateCache_succeedsOnSuccessfulDeletionOfExpiredCache() {
        let now = fixedCurrentDate()
        let (sut, store) = makeSUT(currentDate: { now })
        store.completeRetrieval(with: uniqueImageFeed().local, timestamp: now.minusFeedCacheMaxAge())

        XCTAssertNoThrow(try sut.validateCache())
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
}
