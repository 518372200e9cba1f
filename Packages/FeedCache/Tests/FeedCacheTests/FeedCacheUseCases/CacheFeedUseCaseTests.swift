import FeedCache
import FeedFeature
import Foundation
import TestSupport
import XCTest

final class CacheFeedUseCaseTests: XCTestCase {
    func test_init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_save_replacesTheCacheInOneInsertionWithTheCurrentTimestamp() {
        let timestamp = fixedCurrentDate()
        let feed = uniqueImageFeed()
        let (sut, store) = makeSUT(currentDate: { timestamp })

        try? sut.save(feed.models)

        XCTAssertEqual(
            store.receivedMessages, [.insert(feed.local, timestamp)],
            "Expected no deletion first: a save killed midway must leave the previous cache")
    }

    func test_save_keepsTheValidatorsOfTheFeedsVersionWithIt() {
        let timestamp = fixedCurrentDate()
        let feed = uniqueImageFeed()
        let validators = ResourceValidators(entityTag: #"W/"v1""#, lastModified: "Sun, 06 Nov 1994 08:49:37 GMT")
        let (sut, store) = makeSUT(currentDate: { timestamp })

        try? sut.save(feed.models, validators: validators)

        XCTAssertEqual(store.receivedMessages, [.insert(feed.local, timestamp, validators)])
    }

    func test_save_failsOnInsertionError() {
        let (sut, store) = makeSUT()
        let insertionError = anyNSError()

        expect(sut, toCompleteWithError: insertionError) {
            store.completeInsertion(with: insertionError)
        }
    }

    func test_save_succeedsOnSuccessfulCacheInsertion() {
        let (sut, _) = makeSUT()

        expect(sut, toCompleteWithError: nil) {}
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
        _ sut: LocalFeedLoader, toCompleteWithError expectedError: NSError?, when action: () -> Void,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        action()

        do {
            try sut.save(uniqueImageFeed().models)
            XCTAssertNil(expectedError, "Expected save to fail with \(expectedError!)", file: file, line: line)
        } catch {
            XCTAssertEqual(error as NSError, expectedError, file: file, line: line)
        }
    }
}
