import FeedCache
import Foundation
import TestSupport
import XCTest

final class FileSystemFeedImageDataStoreTests: XCTestCase, FailableFeedImageDataStoreSpecs {
    private let directory = TemporaryDirectory()

    override func tearDown() {
        directory.remove()
        super.tearDown()
    }

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

    func test_retrieveImageData_deliversFailureOnRetrievalError() throws {
        let sut = makeSUT()
        try sut.insert(anyData(), for: anyImageURL())
        try overwriteEveryImageFile(with: Data("invalid data".utf8))

        assertThatRetrieveImageDataDeliversFailureOnRetrievalError(on: sut, for: anyImageURL())
    }

    func test_retrieveImageData_hasNoSideEffectsOnFailure() throws {
        let sut = makeSUT()
        try sut.insert(anyData(), for: anyImageURL())
        try overwriteEveryImageFile(with: Data("invalid data".utf8))

        assertThatRetrieveImageDataHasNoSideEffectsOnFailure(on: sut, for: anyImageURL())
    }

    func test_insert_deliversErrorOnInsertionError() throws {
        let storeDirectory = try directory.urlUnderARegularFile(named: "images")

        assertThatInsertDeliversErrorOnInsertionError(on: makeSUT(directory: storeDirectory))
    }

    func test_insert_hasNoSideEffectsOnInsertionError() throws {
        let storeDirectory = try directory.urlUnderARegularFile(named: "images")

        assertThatInsertHasNoSideEffectsOnInsertionError(on: makeSUT(directory: storeDirectory))
    }

    // MARK: - File system

    /// The file name is part of the on-disk format: if it changed, every cached image would be lost.
    func test_insert_namesTheFileAfterTheFNV1a64HashOfTheURL() throws {
        try makeSUT().insert(anyData(), for: URL(string: "https://a-url.com/image.png")!)

        XCTAssertEqual(directory.contents(), ["6f45cb9fb6319dc5.imagedata"])
    }

    func test_retrieveImageData_deliversDataInsertedByAnotherInstance() throws {
        let data = Data("image".utf8)

        try makeSUT().insert(data, for: anyImageURL())

        XCTAssertEqual(try makeSUT().retrieve(dataForURL: anyImageURL()), data)
    }

    /// Stands in for two URLs whose names hash alike: the file found under one URL's name holds
    /// the other URL's image.
    func test_retrieveImageData_deliversNotFoundWhenTheFileForTheURLHoldsAnotherURL() throws {
        let (url, otherURL) = (URL(string: "https://a-url.com/1.png")!, URL(string: "https://a-url.com/2.png")!)
        let sut = makeSUT()
        try sut.insert(Data("image".utf8), for: url)
        let fileOfURL = try XCTUnwrap(directory.contents().first)
        try sut.insert(Data("other image".utf8), for: otherURL)
        let fileOfOtherURL = try XCTUnwrap(directory.contents().first { $0 != fileOfURL })

        try FileManager.default.removeItem(at: directory.url.appendingPathComponent(fileOfURL))
        try FileManager.default.copyItem(
            at: directory.url.appendingPathComponent(fileOfOtherURL),
            to: directory.url.appendingPathComponent(fileOfURL))

        XCTAssertNil(try sut.retrieve(dataForURL: url))
        XCTAssertEqual(try sut.retrieve(dataForURL: otherURL), Data("other image".utf8))
    }

    func test_insert_leavesOnlyImageFilesBehind() throws {
        let sut = makeSUT()

        try sut.insert(anyData(), for: anyImageURL())
        try sut.insert(anyData(), for: anyImageURL())

        XCTAssertEqual(directory.contents().count, 1)
        XCTAssertTrue(directory.contents().allSatisfy { $0.hasSuffix(".imagedata") }, "\(directory.contents())")
    }

    /// Interrupted inserts leave temporary files; they never hide the previous image.
    func test_retrieveImageData_deliversPreviousDataWhenAnInsertWasInterrupted() throws {
        let sut = makeSUT()
        try sut.insert(Data("previous image".utf8), for: anyImageURL())
        let imageFile = try XCTUnwrap(directory.contents().first)
        try Data("half an im".utf8).write(
            to: directory.url.appendingPathComponent(".\(imageFile).999999.\(UUID().uuidString).tmp"))

        XCTAssertEqual(try sut.retrieve(dataForURL: anyImageURL()), Data("previous image".utf8))
    }

    func test_retrieveImageData_deliversFailureOnFileTruncatedAtAnyLengthOrPadded() throws {
        let sut = makeSUT()
        try sut.insert(Data("an image".utf8), for: anyImageURL())
        let fileURL = try XCTUnwrap(directory.contents().first.map { directory.url.appendingPathComponent($0) })
        let file = try Data(contentsOf: fileURL)

        for length in 0..<file.count {
            try file.prefix(length).write(to: fileURL)

            XCTAssertThrowsError(
                try sut.retrieve(dataForURL: anyImageURL()), "Expected failure when truncated to \(length) bytes")
        }

        try (file + Data("x".utf8)).write(to: fileURL)
        XCTAssertThrowsError(try sut.retrieve(dataForURL: anyImageURL()), "Expected failure when padded")
    }

    // MARK: - Helpers

    private func makeSUT(
        directory storeDirectory: URL? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> FeedImageDataStore {
        let sut = FileSystemFeedImageDataStore(directory: storeDirectory ?? directory.url)
        trackForMemoryLeaks(sut, file: file, line: line)
        return sut
    }

    private func overwriteEveryImageFile(with data: Data) throws {
        for name in directory.contents() {
            try data.write(to: directory.url.appendingPathComponent(name))
        }
    }
}
