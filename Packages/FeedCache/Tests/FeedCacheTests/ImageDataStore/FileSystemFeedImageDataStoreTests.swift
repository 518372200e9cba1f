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

    func test_retrieveImage_deliversTheHeadersInsertedWithTheImage() {
        assertThatRetrieveImageDeliversTheHeadersInsertedWithTheImage(on: makeSUT())
    }

    func test_deleteImage_removesOnlyTheImageOfItsURL_andSucceedsWhenThereIsNone() {
        assertThatDeleteImageRemovesOnlyTheImageOfItsURLAndSucceedsWhenThereIsNone(on: makeSUT())
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

    // MARK: - Caps

    func test_insert_deliversErrorOnImageOverTheCap_andStoresNothing() {
        let sut = makeSUT(maxImageSize: 10)

        XCTAssertThrowsError(try sut.insert(Data(count: 11), for: anyImageURL()))

        XCTAssertNil(try sut.retrieve(dataForURL: anyImageURL()))
        XCTAssertEqual(directory.contents(), [])
    }

    func test_insert_storesAnImageExactlyAtTheCap() throws {
        let sut = makeSUT(maxImageSize: 10)

        try sut.insert(Data(count: 10), for: anyImageURL())

        XCTAssertEqual(try sut.retrieve(dataForURL: anyImageURL()), Data(count: 10))
    }

    /// A file larger than an image of the cap for its URL is damaged, whatever it holds: it is
    /// refused before it is read, so a huge file left in the folder never fills the memory.
    func test_retrieveImageData_deliversFailureOnFileLargerThanTheCapAllows() throws {
        try makeSUT(maxImageSize: 11).insert(Data(count: 11), for: anyImageURL())

        XCTAssertThrowsError(try makeSUT(maxImageSize: 10).retrieve(dataForURL: anyImageURL()))
    }

    func test_insert_deletesTheOldestImagesOverTheCount() throws {
        let sut = makeSUT(maxImageCount: 2)
        let (oldest, older, latest) = (imageURL(1), imageURL(2), imageURL(3))
        try insert(into: sut, [(oldest, 3_000), (older, 2_000)])

        try sut.insert(anyData(), for: latest)

        XCTAssertNil(try sut.retrieve(dataForURL: oldest), "Expected the oldest image dropped")
        XCTAssertEqual(try sut.retrieve(dataForURL: older), anyData())
        XCTAssertEqual(try sut.retrieve(dataForURL: latest), anyData())
    }

    func test_insert_deletesTheOldestImagesOverTheTotalSize() throws {
        let (oldest, older, latest) = (imageURL(1), imageURL(2), imageURL(3))
        try insert(into: makeSUT(), [(oldest, 3_000), (older, 2_000)])
        let sut = makeSUT(maxTotalSize: try sizeOfEveryFile(), maxImageCount: 3)

        try sut.insert(anyData(), for: latest)

        XCTAssertNil(try sut.retrieve(dataForURL: oldest), "Expected the oldest image dropped")
        XCTAssertEqual(try sut.retrieve(dataForURL: older), anyData())
        XCTAssertEqual(try sut.retrieve(dataForURL: latest), anyData())
    }

    /// File times may be coarse, or set ahead by another machine sharing the folder.
    func test_insert_neverDeletesTheImageJustInserted() throws {
        let sut = makeSUT(maxImageCount: 1)
        let (other, latest) = (imageURL(1), imageURL(2))
        try insert(into: sut, [(other, -3_600)])

        try sut.insert(anyData(), for: latest)

        XCTAssertEqual(try sut.retrieve(dataForURL: latest), anyData())
        XCTAssertNil(try sut.retrieve(dataForURL: other))
    }

    /// Another process may be writing them right now.
    func test_insert_leavesTemporaryFilesAlone() throws {
        let sut = makeSUT(maxImageCount: 1)
        let temporaryFile = ".6f45cb9fb6319dc5.imagedata.999999.\(UUID().uuidString).tmp"
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try Data("half an im".utf8).write(to: directory.url.appendingPathComponent(temporaryFile))

        try sut.insert(anyData(), for: imageURL(1))
        try sut.insert(anyData(), for: imageURL(2))

        XCTAssertEqual(directory.contents().filter { $0.hasSuffix(".tmp") }, [temporaryFile])
        XCTAssertEqual(directory.contents().count, 2)
    }

    // MARK: - Helpers

    private func makeSUT(
        directory storeDirectory: URL? = nil,
        maxImageSize: Int = 1 << 20,
        maxTotalSize: Int = 1 << 24,
        maxImageCount: Int = 100,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> FeedImageDataStore {
        let sut = FileSystemFeedImageDataStore(
            directory: storeDirectory ?? directory.url, maxImageSize: maxImageSize, maxTotalSize: maxTotalSize,
            maxImageCount: maxImageCount)
        trackForMemoryLeaks(sut, file: file, line: line)
        return sut
    }

    private func imageURL(_ number: Int) -> URL {
        URL(string: "https://a-url.com/\(number).png")!
    }

    /// The images' URLs are all as long, and their data the same, so every file has the same size.
    private func sizeOfEveryFile() throws -> Int {
        try directory.contents().reduce(0) { total, name in
            let attributes = try FileManager.default.attributesOfItem(
                atPath: directory.url.appendingPathComponent(name).path)
            return total + ((attributes[.size] as? NSNumber)?.intValue ?? 0)
        }
    }

    /// Inserts `anyData()` for each URL, then dates its file `secondsAgo` back, as if written then.
    private func insert(into sut: FeedImageDataStore, _ images: [(url: URL, secondsAgo: TimeInterval)]) throws {
        for image in images {
            let before = Set(directory.contents())
            try sut.insert(anyData(), for: image.url)
            for name in Set(directory.contents()).subtracting(before) {
                try FileManager.default.setAttributes(
                    [.modificationDate: Date().addingTimeInterval(-image.secondsAgo)],
                    ofItemAtPath: directory.url.appendingPathComponent(name).path)
            }
        }
    }

    private func overwriteEveryImageFile(with data: Data) throws {
        for name in directory.contents() {
            try data.write(to: directory.url.appendingPathComponent(name))
        }
    }
}
