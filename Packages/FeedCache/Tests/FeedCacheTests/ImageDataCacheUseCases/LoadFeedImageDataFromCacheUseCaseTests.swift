import FeedCache
import Foundation
import TestSupport
import XCTest

final class LoadFeedImageDataFromCacheUseCaseTests: XCTestCase {
    func test_init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_loadImageDataFromURL_requestsStoredDataForURL() {
        let (sut, store) = makeSUT()
        let url = anyImageURL()

        _ = try? sut.loadImageData(from: url)

        XCTAssertEqual(store.receivedMessages, [.retrieve(dataFor: url)])
    }

    func test_loadImageDataFromURL_failsOnStoreError() {
        let (sut, store) = makeSUT()

        expect(sut, toCompleteWith: .failure(LocalFeedImageDataLoader.LoadError.failed)) {
            store.completeRetrieval(with: anyNSError())
        }
    }

    func test_loadImageDataFromURL_deliversNotFoundErrorOnNotFound() {
        let (sut, store) = makeSUT()

        expect(sut, toCompleteWith: .failure(LocalFeedImageDataLoader.LoadError.notFound)) {
            store.completeRetrieval(with: .none)
        }
    }

    func test_loadImageDataFromURL_deliversStoredDataOnFoundData() {
        let (sut, store) = makeSUT()
        let foundData = Data("found".utf8)

        expect(sut, toCompleteWith: .success(foundData)) {
            store.completeRetrieval(with: foundData)
        }
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

    private func expect(
        _ sut: LocalFeedImageDataLoader,
        toCompleteWith expectedResult: Result<Data, LocalFeedImageDataLoader.LoadError>,
        when action: () -> Void, file: StaticString = #filePath, line: UInt = #line
    ) {
        action()

        let receivedResult = Result { try sut.loadImageData(from: anyImageURL()) }

        switch (receivedResult, expectedResult) {
        case let (.success(received), .success(expected)):
            XCTAssertEqual(received, expected, file: file, line: line)

        case let (.failure(received), .failure(expected)):
            XCTAssertEqual(received as? LocalFeedImageDataLoader.LoadError, expected, file: file, line: line)

        default:
            XCTFail("Expected result \(expectedResult), got \(receivedResult) instead", file: file, line: line)
        }
    }
}
