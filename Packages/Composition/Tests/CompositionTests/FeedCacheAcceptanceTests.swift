import FeedAPI
import FeedCache
import FeedFeature
import FeedTextUI
import Foundation
import MainQueueTestSupport
import ManualClock
import TestSupport
import XCTest

@testable import Composition

/// The app offline: composed with an HTTP stub and in-memory stores, it keeps what it loaded and
/// shows it when the network fails, for seven days.
final class FeedCacheAcceptanceTests: XCTestCase {
    @MainActor
    func test_online_showsTheRemoteFeedAndCachesItWithItsImages() async throws {
        let stores = Stores()
        let (app, input, output, exit) = makeComposer(httpClient: onlineClient(), cache: stores.cache(now: now))

        await runUntilQuit(app, input: input, exit: exit)

        XCTAssertTrue(output.lines.contains("1. remote image"), output.text)
        XCTAssertEqual(stores.feed.retrieve()?.feed.map(\.description), ["remote image"])
        XCTAssertEqual(stores.feed.retrieve()?.timestamp, now)
        XCTAssertEqual(stores.images.retrieve(dataForURL: imageURL), pngHeader(width: 2, height: 3))
    }

    @MainActor
    func test_online_doesNotCacheAWebPageServedWhereAnImageShouldBe() async throws {
        let stores = Stores()
        let (app, input, _, exit) = makeComposer(
            httpClient: onlineClient(image: htmlPage()), cache: stores.cache(now: now))

        await runUntilQuit(app, input: input, exit: exit)

        XCTAssertNil(stores.images.retrieve(dataForURL: imageURL))
    }

    @MainActor
    func test_cachedImages_showWhileEarlierImagesWaitForANetworkThatNeverAnswers() async throws {
        let urls = (1...8).map { URL(string: "http://127.0.0.1/images/\($0).png")! }
        let stores = Stores()
        urls.suffix(2).forEach { stores.images.insert(pngHeader(width: 2, height: 3), for: $0) }
        let network = ImagesNeverAnswer(feed: urls)
        let clock = ManualClock()
        // A person at the line editor, whose list holds an item for its image only so long.
        let (keys, output, exit) = (TerminalInputReaderSpy(), TextBuffer(), ExitRecorder())
        let app = FeedTTYComposer(
            FeedTTYComposer.Configuration(
                baseURL: URL(string: "http://127.0.0.1:8080/some/base")!, httpClient: network, isDemo: false,
                isInteractive: true, usesColor: false, cache: stores.cache(now: now),
                terminate: { [exit] status in exit.record(status) }, scheduler: clock),
            input: .terminal(LineEditingTerminal(reader: keys, saveHistory: { _ in })), output: output)
        trackForMemoryLeaks(app)

        app.start()
        // The saved feed is read first (its validators go with the request), then the images' copies,
        // which come within the hold on the first item, as from a disk they do.
        await stores.answerWhatWasAsked()
        await stores.answerWhatWasAsked()
        clock.advance(by: FeedTTYComposer.itemHoldSeconds)

        let imageLines = output.lines.filter { $0.contains("image:") }.map {
            String($0.drop { $0 != " " })
        }
        XCTAssertEqual(
            imageLines,
            Array(repeating: "   image: loading…", count: 6) + Array(repeating: "   image: PNG 2x3", count: 2),
            "Expected the cached images loaded when the wait for the first ones was over")
        XCTAssertEqual(network.imageRequestsWaiting, 6, "Expected six requests to the network at most")
        keys.press("quit\r")
        XCTAssertEqual(exit.statuses, [0])
        XCTAssertEqual(network.imageRequestsWaiting, 0, "Expected quitting to cancel them")
    }

    @MainActor
    func test_offline_showsTheCachedFeedAndItsImagesWhenLessThanSevenDaysOld() async throws {
        let stores = try Stores(cachedFeedSavedAt: now.adding(days: -7).addingTimeInterval(1))
        let (app, input, output, exit) = makeComposer(httpClient: HTTPClientStub.offline, cache: stores.cache(now: now))

        await runUntilQuit(app, input: input, exit: exit)

        XCTAssertTrue(output.lines.contains("1. cached image"), output.text)
        XCTAssertTrue(output.text.contains("image: PNG 2x3"), output.text)
        XCTAssertFalse(output.text.contains("Couldn't connect to server"), output.text)
        XCTAssertEqual(exit.statuses, [0])
    }

    @MainActor
    func test_offline_saysTheFeedIsOfflineAndHowOldBetweenTheTitleAndTheCachedItems() async throws {
        let stores = try Stores(cachedFeedSavedAt: now.addingTimeInterval(-2 * 3600))
        let (app, input, output, exit) = makeComposer(httpClient: HTTPClientStub.offline, cache: stores.cache(now: now))

        await runUntilQuit(app, input: input, exit: exit)

        let lines = output.lines
        let title = try XCTUnwrap(lines.firstIndex(of: "My Feed"), output.text)
        let offline = try XCTUnwrap(
            lines.firstIndex(of: "Offline — showing the feed saved 2 hours ago"), output.text)
        let item = try XCTUnwrap(lines.firstIndex(of: "1. cached image"), output.text)
        XCTAssertTrue(title < offline && offline < item, output.text)
        XCTAssertEqual(exit.statuses, [0])
    }

    @MainActor
    func test_serverError_saysTheServerAnsweredWithAnErrorAndShowsTheSavedCopy() async throws {
        let stores = try Stores(cachedFeedSavedAt: now.addingTimeInterval(-2 * 3600))
        let failingServer = HTTPClientStub.online { url in (Data("oops".utf8), HTTPResponse(url: url, statusCode: 500))
        }
        let (app, input, output, exit) = makeComposer(httpClient: failingServer, cache: stores.cache(now: now))

        await runUntilQuit(app, input: input, exit: exit)

        XCTAssertTrue(
            output.lines.contains(
                "The server answered with an error: HTTP\u{A0}500 — showing the copy saved 2 hours ago"), output.text)
        XCTAssertFalse(output.text.contains("Offline"), output.text)
        XCTAssertTrue(output.lines.contains("1. cached image"), output.text)
    }

    @MainActor
    func test_offline_inJSON_namesTheOfflineFeedWithWhenItWasSaved() async throws {
        let stores = try Stores(cachedFeedSavedAt: now.addingTimeInterval(-2 * 3600))
        let (app, input, output, exit) = makeComposer(
            httpClient: HTTPClientStub.offline, front: .json, cache: stores.cache(now: now))

        await runUntilQuit(app, input: input, exit: exit)

        XCTAssertTrue(
            output.lines.contains(#"{"notice":"offline","savedAt":"2020-09-13T10:26:40Z","type":"notice"}"#),
            output.text)
    }

    @MainActor
    func test_online_saysNothingAboutBeingOfflineThoughACacheExists() async throws {
        let stores = try Stores(cachedFeedSavedAt: now.addingTimeInterval(-2 * 3600))
        let (app, input, output, exit) = makeComposer(httpClient: onlineClient(), cache: stores.cache(now: now))

        await runUntilQuit(app, input: input, exit: exit)

        XCTAssertTrue(
            output.lines.contains("1. (new) remote image"), "Expected it new since the saved copy: \(output.text)")
        XCTAssertFalse(output.text.contains("Offline"), output.text)
    }

    @MainActor
    func test_offline_showsTheErrorWhenTheCacheIsSevenDaysOldAndDeletesIt() async throws {
        let stores = try Stores(cachedFeedSavedAt: now.adding(days: -7))
        let (app, input, output, exit) = makeComposer(httpClient: HTTPClientStub.offline, cache: stores.cache(now: now))

        await runUntilQuit(app, input: input, exit: exit)

        XCTAssertTrue(output.text.contains("Couldn't connect to server"), output.text)
        XCTAssertFalse(output.text.contains("cached image"), output.text)
        XCTAssertEqual(exit.statuses, [1])
        XCTAssertNil(stores.feed.retrieve(), "Expected the expired cache deleted when validated")
    }

    @MainActor
    func test_offline_showsTheErrorOnAnEmptyCache() async {
        let (app, input, output, exit) = makeComposer(
            httpClient: HTTPClientStub.offline, cache: Stores().cache(now: now))

        await runUntilQuit(app, input: input, exit: exit)

        XCTAssertTrue(output.text.contains("Couldn't connect to server"), output.text)
        XCTAssertEqual(exit.statuses, [1])
    }

    @MainActor
    func test_offline_showsWhyTheNetworkFailedOnAnEmptyCache() async {
        let refused = URLError(.cannotConnectToHost, userInfo: [NSUnderlyingErrorKey: POSIXError(.ECONNREFUSED)])
        let (app, input, output, exit) = makeComposer(
            httpClient: HTTPClientStub { _ in .failure(refused) }, cache: Stores().cache(now: now))

        await runUntilQuit(app, input: input, exit: exit)

        XCTAssertTrue(
            output.text.contains("Couldn't connect to server 127.0.0.1:8080: connection refused"), output.text)
        XCTAssertEqual(exit.statuses, [1])
    }

    // MARK: - Helpers

    private let now = Date(timeIntervalSince1970: 1_600_000_000)
    private let imageURL = URL(string: "http://127.0.0.1/images/1.png")!

    private func onlineClient(image: Data = pngHeader(width: 2, height: 3)) -> HTTPClientStub {
        HTTPClientStub.online { [imageURL] url in
            let ok = HTTPResponse(url: url, statusCode: 200)
            if url == imageURL { return (image, ok) }
            if url.query?.contains("after_id") == true { return (Data(#"{"items": []}"#.utf8), ok) }
            let item = #"{"id": "\#(UUID())", "description": "remote image", "image": "\#(imageURL)"}"#
            return (Data(#"{"items": [\#(item)]}"#.utf8), ok)
        }
    }

    private struct Stores {
        let feed = InMemoryFeedStore()
        let images = InMemoryFeedImageDataStore()
        let queue = DispatchQueue(label: "test.cache")

        init() {}

        /// Stores holding a one-image feed saved at `date`, and that image.
        init(cachedFeedSavedAt date: Date) throws {
            let imageURL = URL(string: "http://127.0.0.1/images/1.png")!
            let image = FeedImage(id: UUID(), description: "cached image", location: nil, url: imageURL)
            try LocalFeedLoader(store: feed, currentDate: { date }).save([image])
            images.insert(pngHeader(width: 2, height: 3), for: imageURL)
        }

        func cache(now: Date) -> FeedTTYComposer.Cache {
            FeedTTYComposer.Cache(feedStore: feed, imageStore: images, currentDate: { now }, queue: queue)
        }

        /// Lets the cache's queue run what it was asked so far, and its answers reach the app.
        @MainActor
        func answerWhatWasAsked() async {
            queue.sync {}
            await nextMainQueueTurn()
        }
    }
}

/// Answers the feed at once, with an item for each of `feed`'s image URLs, and never answers an
/// image: each waits until it is cancelled.
private final class ImagesNeverAnswer: HTTPClient, Sendable {
    private struct Request: HTTPClientRequest {
        let cancelRequest: @Sendable () -> Void

        func cancel() { cancelRequest() }
    }

    private let feed: [URL]
    private let waiting = Mutex([UUID: @Sendable (consuming HTTPClient.Result) -> Void]())

    init(feed: [URL]) {
        self.feed = feed
    }

    var imageRequestsWaiting: Int { waiting.withLock { $0.count } }

    func get(from url: URL, completion: @escaping @Sendable (consuming HTTPClient.Result) -> Void) -> HTTPClientRequest
    {
        guard url.path.hasPrefix("/images/") else {
            let items = feed.map { #"{"id": "\#(UUID())", "description": "item", "image": "\#($0)"}"# }
            let body = url.query?.contains("after_id") == true ? "[]" : "[\(items.joined(separator: ","))]"
            let ok = HTTPResponse(url: url, statusCode: 200)
            completion(.success((Data(#"{"items": \#(body)}"#.utf8), ok)))
            return Request {}
        }
        let id = UUID()
        waiting.withLock { $0[id] = completion }
        return Request { [self] in
            _ = waiting.withLock { $0.removeValue(forKey: id) }
        }
    }
}

extension Date {
    fileprivate func adding(days: Int) -> Date {
        Calendar(identifier: .gregorian).date(byAdding: .day, value: days, to: self)!
    }
}
