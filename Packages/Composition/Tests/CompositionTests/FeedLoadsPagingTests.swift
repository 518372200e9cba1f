import FeedAPI
import FeedFeature
import Foundation
import MainQueueTestSupport
import Synchronization
import TestSupport
import XCTest

@testable import Composition
@testable import ResourceLoading

/// The feed a page at a time, as the recipe loads it: each page after the last image of the one
/// before, holding every image so far, until a page comes back empty (a short page is no end: many
/// servers serve fewer than asked).
final class FeedLoadsPagingTests: XCTestCase {
    func test_firstPage_requestsTheFirstPageUnderTheBaseURLWithoutAfterID() {
        let (sut, client, _) = makeSUT()
        MainActor.assumeIsolated {
            sut.firstPage { _ in }

            XCTAssertEqual(
                client.requestedURLs.map(\.absoluteString), ["https://a-base-url.com/some/base/v1/feed?limit=10"])
            client.complete(withStatusCode: 200, data: Self.feedJSON([]))
        }
    }

    func test_firstPage_deliversThePageImagesWithLoadMoreOnANonEmptyPage() {
        let (sut, client, _) = makeSUT()
        MainActor.assumeIsolated {
            let received = ReceivedPages()
            let images = [uniqueImage(), uniqueImage()]

            sut.firstPage(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON(images))

            XCTAssertEqual(received.items, [images])
            XCTAssertNotNil(received.last?.loadMore, "Expected a non-empty page to load more")
        }
    }

    func test_loadMore_requestsThePageAfterTheLastImageOfThePreviousPage() {
        let (sut, client, _) = makeSUT()
        MainActor.assumeIsolated {
            let received = ReceivedPages()
            let (first, second, third) = (uniqueImage(), uniqueImage(), uniqueImage())

            sut.firstPage(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON([first, second]))
            received.last?.loadMore?(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON([third]), at: 1)
            received.last?.loadMore?(received.append)

            XCTAssertEqual(
                client.requestedURLs.map { $0.query ?? "" },
                ["limit=10", "limit=10&after_id=\(second.id.uuidString)", "limit=10&after_id=\(third.id.uuidString)"])
            client.complete(withStatusCode: 200, data: Self.feedJSON([]), at: 2)
        }
    }

    func test_loadMore_deliversAllTheImagesSoFar() {
        let (sut, client, _) = makeSUT()
        MainActor.assumeIsolated {
            let received = ReceivedPages()
            let (first, second, third) = (uniqueImage(), uniqueImage(), uniqueImage())

            sut.firstPage(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON([first, second]))
            received.last?.loadMore?(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON([third]), at: 1)

            XCTAssertEqual(received.items, [[first, second], [first, second, third]])
            XCTAssertNotNil(received.last?.loadMore, "Expected a non-empty page to load more")
        }
    }

    func test_loadMore_isNilOnceAPageComesBackEmpty() {
        let (sut, client, _) = makeSUT()
        MainActor.assumeIsolated {
            let received = ReceivedPages()
            let image = uniqueImage()

            sut.firstPage(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON([image]))
            received.last?.loadMore?(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON([]), at: 1)

            XCTAssertEqual(received.items, [[image], [image]], "Expected an empty page to keep the images so far")
            XCTAssertNil(received.last?.loadMore, "Expected an empty page to end the paging")
        }
    }

    func test_loadMore_isOfferedAfterAPageWithFewerImagesThanAsked() {
        let (sut, client, _) = makeSUT()
        MainActor.assumeIsolated {
            let received = ReceivedPages()
            let (first, second, third) = (uniqueImage(), uniqueImage(), uniqueImage())

            sut.firstPage(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON([first, second]))
            received.last?.loadMore?(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON([third]), at: 1)

            XCTAssertEqual(received.items, [[first, second], [first, second, third]])
            XCTAssertNotNil(
                received.last?.loadMore,
                "Expected a page of 1 of the 10 asked for (a capped server) not to end the feed")
        }
    }

    func test_firstPage_asksForAPageOfTenAndLoadsMoreAfterNineOfThem() {
        XCTAssertEqual(FeedEndpoint.pageSize, 10)
        let (sut, client, _) = makeSUT()
        MainActor.assumeIsolated {
            let received = ReceivedPages()

            sut.firstPage(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON((1...9).map { _ in uniqueImage() }))

            XCTAssertEqual(client.requestedURLs.map { $0.query ?? "" }, ["limit=\(FeedEndpoint.pageSize)"])
            XCTAssertNotNil(
                received.last?.loadMore, "Expected 9 of a page of 10 not to be the end: only an empty page is")
        }
    }

    func test_firstPage_hasNoLoadMoreOnAnEmptyFeed() {
        let (sut, client, _) = makeSUT()
        MainActor.assumeIsolated {
            let received = ReceivedPages()

            sut.firstPage(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON([]))

            XCTAssertEqual(received.items, [[]])
            XCTAssertNil(received.last?.loadMore)
        }
    }

    func test_everyPage_isLoggedUnderItsNameWithItsOwnImages() {
        let (sut, client, log) = makeSUT()
        MainActor.assumeIsolated {
            let received = ReceivedPages()
            let (first, second, third) = (uniqueImage(), uniqueImage(), uniqueImage())

            sut.firstPage(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON([first, second]))
            received.last?.loadMore?(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON([third]), at: 1)

            let base = "https://a-base-url.com/some/base/v1/feed?limit=10"
            let more = "feed page after \(second.id.uuidString) \(base)&after_id=\(second.id.uuidString)"
            XCTAssertEqual(log.lines.map(\.what), ["feed page 1 \(base)", more])
            XCTAssertEqual(log.lines.map(\.outcome), ["ok 2 images", "ok 1 images"])
            XCTAssertEqual(received.items.last, [first, second, third], "Expected the screen to get the images so far")
        }
    }

    func test_aPageAfterTheFirst_countsAsALoadUntilItComes() {
        let (sut, client, _) = makeSUT()
        MainActor.assumeIsolated {
            let received = ReceivedPages()

            sut.firstPage(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON([uniqueImage()]))
            XCTAssertFalse(sut.activity.isBusy)
            received.last?.loadMore?(received.append)
            XCTAssertTrue(sut.activity.isBusy, "Expected a script to wait for the page")
            client.complete(withStatusCode: 200, data: Self.feedJSON([]), at: 1)

            XCTAssertFalse(sut.activity.isBusy)
            XCTAssertEqual(received.count, 2)
        }
    }

    func test_cancel_cancelsTheHTTPRequestAndDeliversNothingAfterIt() {
        let (sut, client, _) = makeSUT()
        MainActor.assumeIsolated {
            let received = ReceivedPages()

            let cancel = sut.firstPage(received.append)
            cancel()
            client.complete(withStatusCode: 200, data: Self.feedJSON([uniqueImage()]))

            XCTAssertEqual(client.cancelledURLs, client.requestedURLs)
            XCTAssertEqual(received.count, 0, "Expected no result after cancel")
        }
    }

    func test_firstPage_deliversAFailureOnClientError() {
        let (sut, client, _) = makeSUT()
        MainActor.assumeIsolated {
            let received = ReceivedPages()

            sut.firstPage(received.append)
            client.complete(with: anyNSError())

            XCTAssertEqual(received.count, 1)
            XCTAssertEqual(received.lastError as? LoadFailure, .connectivity(.unknown))
        }
    }

    func test_loadMore_deliversAFailureOnInvalidData() {
        let (sut, client, _) = makeSUT()
        MainActor.assumeIsolated {
            let received = ReceivedPages()

            sut.firstPage(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON([uniqueImage()]))
            received.last?.loadMore?(received.append)
            client.complete(withStatusCode: 200, data: Data("not a feed".utf8), at: 1)

            XCTAssertEqual(received.count, 2)
            XCTAssertEqual(received.lastError as? LoadFailure, .invalidData(expected: .feed))
        }
    }

    // MARK: - Helpers

    /// The feed's recipe with a client spy and a log.
    private func makeSUT(file: StaticString = #filePath, line: UInt = #line)
        -> (sut: FeedLoads, client: HTTPClientSpy, log: LoadLogSpy)
    {
        let client = HTTPClientSpy()
        let (sut, log) = MainActor.assumeIsolated {
            let log = LoadLogSpy()
            let configuration = FeedTTYComposer.Configuration(
                baseURL: URL(string: "https://a-base-url.com/some/base")!, httpClient: client, isDemo: false,
                isInteractive: false, usesColor: false, log: log, terminate: { _ in })
            return (FeedLoads(configuration: configuration, cache: nil), log)
        }
        trackForMemoryLeaks(client, file: file, line: line)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, client, log)
    }

    private static func feedJSON(_ images: [FeedImage]) -> Data {
        let items = images.map { image in
            [
                "id": image.id.uuidString,
                "description": image.description,
                "location": image.location,
                "image": image.url.absoluteString,
            ].compactMapValues { $0 }
        }
        return try! JSONSerialization.data(withJSONObject: ["items": items])
    }
}

/// The results a page load delivered, in order.
private final class ReceivedPages: Sendable {
    private let results = Mutex<[Result<Paginated<FeedImage>, Error>]>([])

    func append(_ result: Result<Paginated<FeedImage>, Error>) { results.withLock { $0.append(result) } }

    var count: Int { results.withLock { $0.count } }
    var items: [[FeedImage]] { results.withLock { $0.compactMap { try? $0.get().items } } }
    var last: Paginated<FeedImage>? { try? results.withLock { $0.last }?.get() }
    var lastError: Error? {
        guard case let .failure(error) = results.withLock({ $0.last }) else { return nil }
        return error
    }
}

extension FeedLoads {
    /// The first page as the screen gets it, its origin aside.
    fileprivate var firstPage: ResourceLoad<Paginated<FeedImage>> {
        makeFirstPageLoad().map(\.images)
    }
}
