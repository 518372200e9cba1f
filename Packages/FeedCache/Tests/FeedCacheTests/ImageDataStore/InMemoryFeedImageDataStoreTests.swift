import FeedCache
import Foundation
import TestSupport
import XCTest

final class InMemoryFeedImageDataStoreTests: XCTestCase, FeedImageDataStoreSpecs {
    func test_retrieveImageData_deliversNotFoundWhenEmpty() {
        assertThatRetrieveImageDataDeliversNotFoundWhenEmpty(on: makeSUT())
    }

    func test_retrieveImageData_deliversNotFoundWhenStoredDataURLDoesNotMatch() {
        assertThatRetrieveImageDataDeliversNotFoundWhenStoredDataURLDoesNotMatch(on: makeSUT())
    }

    func test_retrieveImageData_deliversFoundDataWhenThereIsAStoredImageDataMatchingURL() {
        assertThatRetrieveImageDataDeliversFoundDataWhenThereIsAStoredImageDataMatchingURL(on: makeSUT())
    }

    func test_retrieveImageData_deliversLastInsertedValue() {
        assertThatRetrieveImageDataDeliversLastInsertedValue(on: makeSUT())
    }

    func test_retrieveImageData_deliversEmptyDataWhenEmptyDataWasInserted() {
        assertThatRetrieveImageDataDeliversEmptyDataWhenEmptyDataWasInserted(on: makeSUT())
    }

    func test_retrieveImageData_hasNoSideEffects() {
        assertThatRetrieveImageDataHasNoSideEffects(on: makeSUT())
    }

    func test_insert_keepsDataStoredForOtherURLs() {
        assertThatInsertKeepsDataStoredForOtherURLs(on: makeSUT())
    }

    func test_retrieveImage_deliversTheHeadersInsertedWithTheImage() {
        assertThatRetrieveImageDeliversTheHeadersInsertedWithTheImage(on: makeSUT())
    }

    func test_deleteImage_removesOnlyTheImageOfItsURL_andSucceedsWhenThereIsNone() {
        assertThatDeleteImageRemovesOnlyTheImageOfItsURLAndSucceedsWhenThereIsNone(on: makeSUT())
    }

    /// Image loads complete on many queues at once; run under TSan this also checks the lock.
    func test_concurrentInsertsAndRetrieves_keepEveryImage() {
        let sut = makeSUT()
        let urls = (0..<50).map { URL(string: "https://a-url.com/\($0).png")! }

        DispatchQueue.concurrentPerform(iterations: urls.count) { index in
            sut.insert(Data("image \(index)".utf8), for: urls[index])
            _ = sut.retrieve(dataForURL: urls[(index + 1) % urls.count])
        }

        for (index, url) in urls.enumerated() {
            XCTAssertEqual(sut.retrieve(dataForURL: url), Data("image \(index)".utf8))
        }
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> InMemoryFeedImageDataStore {
        let sut = InMemoryFeedImageDataStore()
        trackForMemoryLeaks(sut, file: file, line: line)
        return sut
    }
}
