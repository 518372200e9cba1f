import FeedAPI
import FeedCache
import FeedFeature
import FeedScreens
import FeedTextUI
import Foundation
import MainQueueTestSupport
import TestSupport
import XCTest

@testable import Composition
@testable import ResourceLoading

/// `--log`, as the composed app writes it: each page of the feed is one line that says what that
/// page brought, not how many images the feed holds so far.
final class FeedPageLogAcceptanceTests: XCTestCase {
    @MainActor
    func test_eachFeedPage_isLoggedWithItsOwnNumberOfImages() async {
        let (app, input, log) = makeSUT()

        app.start()
        input.type("more")
        input.type("more")
        input.type("more")

        XCTAssertEqual(
            log.lines.filter { $0.what.hasPrefix("feed page ") }.map(\.outcome),
            ["ok 10 images", "ok 1 images", "ok 0 images"], "Expected no page asked for after the empty one")
    }

    @MainActor
    func test_offlineFeed_isLoggedAsTheUserSawItWithTheCacheLoadOnALineOfItsOwn() async throws {
        let store = InMemoryFeedStore()
        let image = FeedImage(id: UUID(), description: nil, location: nil, url: URL(string: "http://127.0.0.1/1.png")!)
        try LocalFeedLoader(store: store, currentDate: Date.init).save([image])
        let cacheQueue = DispatchQueue(label: "test.cache")
        let (app, _, log) = makeSUT(
            httpClient: HTTPClientStub.offline,
            cache: FeedTTYComposer.Cache(feedStore: store, imageStore: InMemoryFeedImageDataStore(), queue: cacheQueue))

        app.start()
        // The saved copy is read before the request (for its validators), and again as the fallback.
        for _ in 1...2 {
            cacheQueue.sync {}
            await nextMainQueueTurn()
        }

        XCTAssertEqual(
            log.lines.filter { $0.what.hasPrefix("feed ") }.map {
                "\($0.what.split(separator: " ").prefix(3)) \($0.outcome)"
            },
            [
                #"["feed", "cache"] ok 1 images from the offline copy"#,
                #"["feed", "page", "1"] ok 1 images from the offline copy"#,
            ])
    }

    @MainActor
    func test_images_areLoggedSayingWhetherTheyCameFromTheCacheOrTheNetwork() async throws {
        let imageStore = InMemoryFeedImageDataStore()
        let cachedImage = pngHeader(width: 2, height: 2)
        imageStore.insert(cachedImage, for: URL(string: "http://127.0.0.1/images/\(imageID(1)).png")!)
        let cacheQueue = DispatchQueue(label: "test.cache")
        let (app, _, log) = makeSUT(
            cache: FeedTTYComposer.Cache(feedStore: InMemoryFeedStore(), imageStore: imageStore, queue: cacheQueue))

        app.start()
        for _ in 0..<20 {
            cacheQueue.sync {}
            await nextMainQueueTurn()
        }

        let outcome = { (number: Int) in
            log.lines.first { $0.what == "image http://127.0.0.1/images/\(imageID(number)).png" }?.outcome
        }
        XCTAssertEqual(outcome(1), "ok \(cachedImage.count) bytes from the cache")
        XCTAssertEqual(outcome(2), "ok \(pngHeader(width: 1, height: 1).count) bytes from the network")
    }

    // MARK: - Helpers

    @MainActor
    private func makeSUT(
        httpClient: any HTTPClient = HTTPClientStub.online(elevenImagesOverTwoPages),
        cache: FeedTTYComposer.Cache? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> (app: FeedTTYComposer, input: InputLineReaderSpy, log: LoadLogSpy) {
        let log = LoadLogSpy()
        let (app, input, _, _) = makeComposer(httpClient: httpClient, cache: cache, log: log, file: file, line: line)
        trackForMemoryLeaks(log, file: file, line: line)
        return (app, input, log)
    }
}

/// A full page of ten images, then a page of one; every image a 1x1 PNG.
private func elevenImagesOverTwoPages(for url: URL) -> (Data, HTTPResponse) {
    let ok = HTTPResponse(url: url, statusCode: 200)
    let item = { (id: String) in #"{"id": "\#(id)", "image": "http://127.0.0.1/images/\#(id).png"}"# }
    switch (url.lastPathComponent, url.query ?? "") {
    case ("feed", "limit=10"):
        return (Data(#"{"items": [\#((1...10).map { item(imageID($0)) }.joined(separator: ", "))]}"#.utf8), ok)
    case ("feed", "limit=10&after_id=\(imageID(10))"):
        return (Data(#"{"items": [\#(item(imageID(11)))]}"#.utf8), ok)
    case ("feed", _):
        return (Data(#"{"items": []}"#.utf8), ok)
    default:
        return (pngHeader(width: 1, height: 1), ok)
    }
}

private func imageID(_ number: Int) -> String {
    String(format: "7E2B1C1A-1D59-4A87-9C5B-4E1AE8C1E%03d", number)
}
