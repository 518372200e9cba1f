import FeedCache
import FeedFeature
import Foundation
import TestSupport
import XCTest

extension FeedImageDataStoreSpecs where Self: XCTestCase {
    func assertThatRetrieveImageDataDeliversNotFoundWhenEmpty(
        on sut: FeedImageDataStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        expect(sut, toRetrieve: .success(nil), for: anyImageURL(), file: file, line: line)
    }

    func assertThatRetrieveImageDataDeliversNotFoundWhenStoredDataURLDoesNotMatch(
        on sut: FeedImageDataStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        insert(anyData(), for: URL(string: "https://a-url.com/image.png")!, into: sut, file: file, line: line)

        expect(
            sut, toRetrieve: .success(nil), for: URL(string: "https://another-url.com/image.png")!, file: file,
            line: line)
    }

    func assertThatRetrieveImageDataDeliversFoundDataWhenThereIsAStoredImageDataMatchingURL(
        on sut: FeedImageDataStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        let data = Data("stored image".utf8)

        insert(data, for: anyImageURL(), into: sut, file: file, line: line)

        expect(sut, toRetrieve: .success(data), for: anyImageURL(), file: file, line: line)
    }

    func assertThatRetrieveImageDataDeliversLastInsertedValue(
        on sut: FeedImageDataStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        let lastData = Data("last".utf8)

        insert(Data("first, and longer than the last".utf8), for: anyImageURL(), into: sut, file: file, line: line)
        insert(lastData, for: anyImageURL(), into: sut, file: file, line: line)

        expect(sut, toRetrieve: .success(lastData), for: anyImageURL(), file: file, line: line)
    }

    func assertThatRetrieveImageDataDeliversEmptyDataWhenEmptyDataWasInserted(
        on sut: FeedImageDataStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        insert(Data(), for: anyImageURL(), into: sut, file: file, line: line)

        expect(sut, toRetrieve: .success(Data()), for: anyImageURL(), file: file, line: line)
    }

    func assertThatRetrieveImageDataHasNoSideEffects(
        on sut: FeedImageDataStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        let data = Data("stored image".utf8)
        insert(data, for: anyImageURL(), into: sut, file: file, line: line)

        expect(sut, toRetrieve: .success(data), for: anyImageURL(), file: file, line: line)
        expect(sut, toRetrieve: .success(data), for: anyImageURL(), file: file, line: line)
    }

    func assertThatInsertKeepsDataStoredForOtherURLs(
        on sut: FeedImageDataStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        let (firstURL, secondURL) = (URL(string: "https://a-url.com/1.png")!, URL(string: "https://a-url.com/2.png")!)
        let (firstData, secondData) = (Data("first".utf8), Data("second".utf8))

        insert(firstData, for: firstURL, into: sut, file: file, line: line)
        insert(secondData, for: secondURL, into: sut, file: file, line: line)

        expect(sut, toRetrieve: .success(firstData), for: firstURL, file: file, line: line)
        expect(sut, toRetrieve: .success(secondData), for: secondURL, file: file, line: line)
    }

    /// Each kind of freshness, with and without validators, exactly as inserted (the timestamp to
    /// the bit: freshness is counted from it).
    func assertThatRetrieveImageDeliversTheHeadersInsertedWithTheImage(
        on sut: FeedImageDataStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        let timestamp = Date(timeIntervalSinceReferenceDate: 600_000_000.123_456)
        let images = [
            CachedImageData(
                data: Data("tagged".utf8),
                validators: ResourceValidators(entityTag: #"W/"v1""#, lastModified: "Sun, 06 Nov 1994 08:49:37 GMT"),
                freshness: .limited(lifetime: 60.5, mustRevalidate: false), timestamp: timestamp),
            CachedImageData(
                data: Data("no-cache".utf8), validators: ResourceValidators(entityTag: #""v2""#, lastModified: nil),
                freshness: .limited(lifetime: 0, mustRevalidate: true), timestamp: timestamp),
            CachedImageData(
                data: Data("dated".utf8),
                validators: ResourceValidators(entityTag: nil, lastModified: "Sun, 06 Nov 1994 08:49:37 GMT"),
                freshness: .unlimited, timestamp: timestamp),
            CachedImageData(data: Data("plain".utf8)),
        ]

        for (index, image) in images.enumerated() {
            let url = URL(string: "https://a-url.com/\(index).png")!
            XCTAssertNoThrow(try sut.insert(image, for: url), file: file, line: line)

            XCTAssertEqual(try sut.retrieve(imageForURL: url), image, file: file, line: line)
        }
    }
}

extension FeedImageDataStoreSpecs where Self: XCTestCase {
    func assertThatDeleteImageRemovesOnlyTheImageOfItsURLAndSucceedsWhenThereIsNone(
        on sut: FeedImageDataStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        let (url, otherURL) = (URL(string: "https://a-url.com/1.png")!, URL(string: "https://a-url.com/2.png")!)
        insert(Data("first".utf8), for: url, into: sut, file: file, line: line)
        insert(Data("second".utf8), for: otherURL, into: sut, file: file, line: line)

        XCTAssertNoThrow(try sut.deleteImage(forURL: url), file: file, line: line)
        XCTAssertNoThrow(
            try sut.deleteImage(forURL: url), "Expected nothing to delete to succeed", file: file, line: line)

        expect(sut, toRetrieve: .success(nil), for: url, file: file, line: line)
        expect(sut, toRetrieve: .success(Data("second".utf8)), for: otherURL, file: file, line: line)
    }
}

extension FailableRetrieveFeedImageDataStoreSpecs where Self: XCTestCase {
    /// `sut` must hold data it can't read for `url`.
    func assertThatRetrieveImageDataDeliversFailureOnRetrievalError(
        on sut: FeedImageDataStore, for url: URL, file: StaticString = #filePath, line: UInt = #line
    ) {
        expect(sut, toRetrieve: .failure(anyNSError()), for: url, file: file, line: line)
    }

    /// `sut` must hold data it can't read for `url`.
    func assertThatRetrieveImageDataHasNoSideEffectsOnFailure(
        on sut: FeedImageDataStore, for url: URL, file: StaticString = #filePath, line: UInt = #line
    ) {
        expect(sut, toRetrieve: .failure(anyNSError()), for: url, file: file, line: line)
        expect(sut, toRetrieve: .failure(anyNSError()), for: url, file: file, line: line)
    }
}

extension FailableInsertFeedImageDataStoreSpecs where Self: XCTestCase {
    /// `sut` must be unable to write.
    func assertThatInsertDeliversErrorOnInsertionError(
        on sut: FeedImageDataStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(
            try sut.insert(anyData(), for: anyImageURL()), "Expected insertion to fail", file: file, line: line)
    }

    /// `sut` must be unable to write.
    func assertThatInsertHasNoSideEffectsOnInsertionError(
        on sut: FeedImageDataStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        try? sut.insert(anyData(), for: anyImageURL())

        expect(sut, toRetrieve: .success(nil), for: anyImageURL(), file: file, line: line)
    }
}

extension FeedImageDataStoreSpecs where Self: XCTestCase {
    func insert(
        _ data: Data, for url: URL, into sut: FeedImageDataStore, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertNoThrow(
            try sut.insert(data, for: url), "Expected to insert \(data) for \(url)", file: file, line: line)
    }

    /// Any two failures match: which error a store throws is its own business.
    func expect(
        _ sut: FeedImageDataStore, toRetrieve expectedResult: Result<Data?, Error>, for url: URL,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let retrievedResult = Result { try sut.retrieve(dataForURL: url) }

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
