import FeedCache
import Foundation
import TestSupport
import XCTest

final class CacheFeedImageDataUseCaseTests: XCTestCase {
    func test_init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_saveImageDataForURL_requestsImageDataInsertionForURL() {
        let (sut, store) = makeSUT()
        let url = anyImageURL()
        let data = anyData()

        try? sut.save(data, for: url)

        XCTAssertEqual(store.receivedMessages, [.insert(data: data, for: url)])
    }

    func test_saveImageDataForURL_failsOnStoreInsertionError() {
        let (sut, store) = makeSUT()
        store.completeInsertion(with: anyNSError())

        XCTAssertThrowsError(try sut.save(anyData(), for: anyImageURL())) { error in
            XCTAssertEqual(error as? LocalFeedImageDataLoader.SaveError, .failed)
        }
    }

    func test_saveImageDataForURL_succeedsOnSuccessfulStoreInsertion() {
        let (sut, _) = makeSUT()

        XCTAssertNoThrow(try sut.save(anyData(), for: anyImageURL()))
    }

    // MARK: - Helpers

    private func makeSUT(
        file: StaticString = #filePath, line: UInt = #line
    ) -> (sut: LocalFeedImageDataLoader, store: FeedImageDataStoreSpy) {
        let store = FeedImageDataStoreSpy()
        let sut = LocalFeedImageDataLoader(store: store)
        trackForMemoryLeaks(store, file: file, line: line)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store)
    }
}
