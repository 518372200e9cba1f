import FeedCache
import FeedFeature
import Foundation
import TestSupport
import XCTest

/// The image file's versions: version 2 keeps what the server said about the image; version 1,
/// written by earlier feed-tty, still reads, as bytes that stand for their URL.
final class FileSystemFeedImageDataStoreFormatTests: XCTestCase {
    private let directory = TemporaryDirectory()

    override func tearDown() {
        directory.remove()
        super.tearDown()
    }

    func test_retrieveImage_readsAVersion1FileAsAnImageThatStandsForItsURL() throws {
        let url = anyImageURL()
        let sut = makeSUT()
        try sut.insert(Data("placeholder".utf8), for: url)
        let file = try XCTUnwrap(directory.contents().first.map { directory.url.appendingPathComponent($0) })

        try version1File(url: url, data: Data("old image".utf8)).write(to: file)

        XCTAssertEqual(try sut.retrieve(imageForURL: url), CachedImageData(data: Data("old image".utf8)))
    }

    func test_insert_writesVersion2_withTheHeadersBeforeTheBytes() throws {
        let sut = makeSUT()
        let image = CachedImageData(
            data: Data("image".utf8), validators: ResourceValidators(entityTag: #""t""#, lastModified: nil),
            freshness: .limited(lifetime: 60, mustRevalidate: true), timestamp: Date(timeIntervalSinceReferenceDate: 1))

        try sut.insert(image, for: anyImageURL())

        let file = try Data(contentsOf: directory.url.appendingPathComponent(XCTUnwrap(directory.contents().first)))
        XCTAssertEqual(file.prefix(5), Data("FTID".utf8) + [2])
        XCTAssertTrue(file.suffix(5) == Data("image".utf8), "Expected the bytes last, as they came")
    }

    func test_retrieveImage_deliversFailureOnAVersion2FileTruncatedAtAnyLength() throws {
        let sut = makeSUT()
        let image = CachedImageData(
            data: Data("an image".utf8),
            validators: ResourceValidators(entityTag: #""t""#, lastModified: "Sun, 06 Nov 1994 08:49:37 GMT"),
            freshness: .limited(lifetime: 60, mustRevalidate: false), timestamp: Date())
        try sut.insert(image, for: anyImageURL())
        let fileURL = try XCTUnwrap(directory.contents().first.map { directory.url.appendingPathComponent($0) })
        let file = try Data(contentsOf: fileURL)

        for length in 0..<file.count {
            try file.prefix(length).write(to: fileURL)

            XCTAssertThrowsError(try sut.retrieve(imageForURL: anyImageURL()), "Expected failure at \(length) bytes")
        }
    }

    func test_insert_keepsNoValidatorTooLongToBeOne() throws {
        let sut = makeSUT()
        let image = CachedImageData(
            data: Data("image".utf8),
            validators: ResourceValidators(entityTag: String(repeating: "t", count: 2000), lastModified: "a date"),
            freshness: .limited(lifetime: 60, mustRevalidate: false), timestamp: Date(timeIntervalSinceReferenceDate: 1)
        )

        try sut.insert(image, for: anyImageURL())

        XCTAssertEqual(
            try sut.retrieve(imageForURL: anyImageURL())?.validators,
            ResourceValidators(entityTag: nil, lastModified: "a date"))
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> FeedImageDataStore {
        let sut = FileSystemFeedImageDataStore(
            directory: directory.url, maxImageSize: 1 << 20, maxTotalSize: 1 << 24, maxImageCount: 100)
        trackForMemoryLeaks(sut, file: file, line: line)
        return sut
    }

    /// `"FTID" 1 urlLength: UInt32 url dataLength: UInt64 data`, big-endian, as version 1 wrote it.
    private func version1File(url: URL, data: Data) -> Data {
        let urlBytes = Data(url.absoluteString.utf8)
        var file = Data("FTID".utf8) + [1]
        withUnsafeBytes(of: UInt32(urlBytes.count).bigEndian) { file.append(contentsOf: $0) }
        file.append(urlBytes)
        withUnsafeBytes(of: UInt64(data.count).bigEndian) { file.append(contentsOf: $0) }
        file.append(data)
        return file
    }
}
