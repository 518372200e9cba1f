import FeedAPI
import FeedFeature
import Foundation
import TestSupport
import XCTest

/// Images as a private cache asks for them: conditional when a copy is kept, and read with what
/// their server said about keeping them. `RemoteLoaderTests` specifies each load's other rules.
final class RemoteImageDataLoaderTests: XCTestCase {
    func test_loadImageData_asksWhetherTheKeptCopyChangedWithItsTag_elseItsDate() {
        let (sut, client) = makeSUT()
        let tagged = ResourceValidators(entityTag: #"W/"v1""#, lastModified: "Sun, 06 Nov 1994 08:49:37 GMT")
        let dated = ResourceValidators(entityTag: nil, lastModified: "Sun, 06 Nov 1994 08:49:37 GMT")

        _ = sut.loadImageData(from: anyURL(), revalidating: nil) { _ in }
        _ = sut.loadImageData(from: anyURL(), revalidating: tagged) { _ in }
        _ = sut.loadImageData(from: anyURL(), revalidating: dated) { _ in }

        XCTAssertEqual(
            client.requestedHeaderFields,
            [[:], ["If-None-Match": #"W/"v1""#], ["If-Modified-Since": "Sun, 06 Nov 1994 08:49:37 GMT"]])
    }

    func test_loadImageData_deliversTheBytesWithTheirValidatorsFreshnessAndWhetherTheyMayBeStored() {
        let (sut, client) = makeSUT()
        let data = Data("image".utf8)

        expect(load(of: sut), toCompleteWith: .success(answer(data, etag: #""v1""#, maxAge: 60))) {
            client.complete(
                withStatusCode: 200, headerFields: ["ETag": #""v1""#, "Cache-Control": "max-age=60"], data: data)
        }
    }

    func test_loadImageData_deliversAnImageThatSaysNothingOfCachingAsFreeToKeepWithNoTerms() {
        let (sut, client) = makeSUT()
        let data = Data("image".utf8)

        expect(load(of: sut), toCompleteWith: .success(answer(data))) {
            client.complete(withStatusCode: 200, data: data)
        }
    }

    func test_loadImageData_deliversNoStoreAsNotToBeStored() {
        let (sut, client) = makeSUT()
        let data = Data("image".utf8)

        expect(
            load(of: sut),
            toCompleteWith: .success(
                ImageDataAnswer(
                    data: data, validators: nil, freshness: .limited(lifetime: 0, mustRevalidate: false),
                    mayBeStored: false))
        ) {
            client.complete(withStatusCode: 200, headerFields: ["Cache-Control": "no-store"], data: data)
        }
    }

    func test_loadImageData_deliversNotModifiedWithoutBytesFor304ToARequestThatNamedACopy() {
        let (sut, client) = makeSUT()
        let kept = ResourceValidators(entityTag: #""v1""#, lastModified: nil)

        expect(
            load(of: sut, revalidating: kept),
            toCompleteWith: .success(
                ImageDataAnswer(
                    data: nil, validators: kept, freshness: .limited(lifetime: 0, mustRevalidate: true),
                    mayBeStored: true))
        ) {
            client.complete(
                withStatusCode: 304, headerFields: ["ETag": #""v1""#, "Cache-Control": "no-cache"], data: Data())
        }
    }

    func test_loadImageData_deliversTheStatusFor304ToARequestThatNamedNoCopy() {
        let (sut, client) = makeSUT()

        expect(load(of: sut), toCompleteWith: .failure(.httpStatus(304))) {
            client.complete(withStatusCode: 304, data: Data())
        }
    }

    func test_loadImageData_deliversTheStatusOfAnyOtherAnswerWithoutAnImage() {
        let (sut, client) = makeSUT()

        expect(load(of: sut), toCompleteWith: .failure(.httpStatus(404))) {
            client.complete(withStatusCode: 404, headerFields: ["Cache-Control": "max-age=60"], data: Data("x".utf8))
        }
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line)
        -> (sut: RemoteImageDataLoader, client: HeaderRecordingHTTPClient)
    {
        let client = HeaderRecordingHTTPClient()
        let sut = RemoteImageDataLoader(client: client)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(client, file: file, line: line)
        return (sut, client)
    }

    private func load(of sut: RemoteImageDataLoader, revalidating validators: ResourceValidators? = nil)
        -> (@escaping @Sendable (Result<ImageDataAnswer, Error>) -> Void) -> FeedImageDataRequest
    {
        { sut.loadImageData(from: anyURL(), revalidating: validators, completion: $0) }
    }

    private func answer(_ data: Data, etag: String? = nil, maxAge: TimeInterval? = nil) -> ImageDataAnswer {
        ImageDataAnswer(
            data: data, validators: ResourceValidators(entityTag: etag, lastModified: nil),
            freshness: maxAge.map { .limited(lifetime: $0, mustRevalidate: false) }, mayBeStored: true)
    }
}
