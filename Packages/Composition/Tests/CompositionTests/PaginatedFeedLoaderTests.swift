import FeedAPI
import FeedFeature
import Foundation
import Synchronization
import TestSupport
import XCTest

@testable import Composition
@testable import ResourceLoading

final class PaginatedFeedLoaderTests: XCTestCase {
    func test_firstPage_requestsTheFirstPageUnderTheBaseURLWithoutAfterID() {
        let (sut, client) = makeSUT()
        MainActor.assumeIsolated {
            sut.firstPage { _ in }

            XCTAssertEqual(
                client.requestedURLs.map(\.absoluteString), ["https://a-base-url.com/some/base/v1/feed?limit=10"])
            client.complete(withStatusCode: 200, data: Self.feedJSON([]))
        }
    }

    func test_firstPage_deliversThePageImagesWithLoadMoreOnANonEmptyPage() {
        let (sut, client) = makeSUT()
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
        let (sut, client) = makeSUT()
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
        let (sut, client) = makeSUT()
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
        let (sut, client) = makeSUT()
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

    func test_loadMore_isNilOnAPageWithFewerImagesThanAPageHolds() {
        let (sut, client) = makeSUT(pageSize: 2)
        MainActor.assumeIsolated {
            let received = ReceivedPages()
            let (first, second, third) = (uniqueImage(), uniqueImage(), uniqueImage())

            sut.firstPage(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON([first, second]))
            XCTAssertNotNil(received.last?.loadMore, "Expected a full page to load more")
            received.last?.loadMore?(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON([third]), at: 1)

            XCTAssertEqual(received.items, [[first, second], [first, second, third]])
            XCTAssertNil(received.last?.loadMore, "Expected a page with room to spare to be the last")
        }
    }

    func test_firstPage_asksForAsManyImagesAsAPageHoldsByDefault() {
        XCTAssertEqual(FeedEndpoint.pageSize, 10)
        let client = HTTPClientSpy()
        let sut = MainActor.assumeIsolated {
            PaginatedFeedLoader(baseURL: URL(string: "https://a-base-url.com")!, client: client)
        }
        MainActor.assumeIsolated {
            let received = ReceivedPages()

            sut.firstPage(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON((1...9).map { _ in uniqueImage() }))

            XCTAssertEqual(client.requestedURLs.map { $0.query ?? "" }, ["limit=\(FeedEndpoint.pageSize)"])
            XCTAssertNil(received.last?.loadMore, "Expected 9 of a page of 10 to be the last page")
        }
    }

    func test_firstPage_hasNoLoadMoreOnAnEmptyFeed() {
        let (sut, client) = makeSUT()
        MainActor.assumeIsolated {
            let received = ReceivedPages()

            sut.firstPage(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON([]))

            XCTAssertEqual(received.items, [[]])
            XCTAssertNil(received.last?.loadMore)
        }
    }

    func test_decorateMorePage_isAppliedToEveryPageAfterTheFirstUnderItsName() {
        let decorations = PageDecorations()
        let (sut, client) = makeSUT(decorateMorePage: decorations.decorate)
        MainActor.assumeIsolated {
            let received = ReceivedPages()
            let image = uniqueImage()

            sut.firstPage(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON([image]))
            received.last?.loadMore?(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON([]), at: 1)

            let base = "https://a-base-url.com/some/base/v1/feed?limit=10"
            let more = "feed page after \(image.id.uuidString) \(base)&after_id=\(image.id.uuidString)"
            XCTAssertEqual(sut.firstPageName, "feed page 1 \(base)", "Expected the first page named for the recipe")
            XCTAssertEqual(decorations.decoratedNames, [more], "Expected the first page left to the recipe")
            XCTAssertEqual(decorations.deliveredNames, [more], "Expected the page delivered through its decoration")
            XCTAssertEqual(received.count, 2)
        }
    }

    func test_decorateMorePage_seesTheImagesSoFarAndHowManyCameBefore() {
        let decorations = PageDecorations()
        let (sut, client) = makeSUT(decorateMorePage: decorations.decorate)
        MainActor.assumeIsolated {
            let received = ReceivedPages()
            let (first, second, third) = (uniqueImage(), uniqueImage(), uniqueImage())

            sut.firstPage(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON([first, second]))
            received.last?.loadMore?(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON([third]), at: 1)
            received.last?.loadMore?(received.append)
            client.complete(withStatusCode: 200, data: Self.feedJSON([]), at: 2)

            XCTAssertEqual(decorations.deliveredImages, [[first, second, third], [first, second, third]])
            XCTAssertEqual(decorations.previousCounts, [2, 3])
            XCTAssertEqual(received.items.last, [first, second, third], "Expected the screen to get the images so far")
        }
    }

    func test_cancel_cancelsTheHTTPRequestAndDeliversNothingAfterIt() {
        let (sut, client) = makeSUT()
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
        let (sut, client) = makeSUT()
        MainActor.assumeIsolated {
            let received = ReceivedPages()

            sut.firstPage(received.append)
            client.complete(with: anyNSError())

            XCTAssertEqual(received.count, 1)
            XCTAssertEqual(received.lastError as? LoadFailure, .connectivity(.unknown))
        }
    }

    func test_loadMore_deliversAFailureOnInvalidData() {
        let (sut, client) = makeSUT()
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

    /// Pages of one image are full by default: any page but an empty one has more after it.
    private func makeSUT(
        pageSize: Int = 1,
        decorateMorePage: @escaping PaginatedFeedLoader.PageDecorator = { page, _, _ in page },
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: PaginatedFeedLoader, client: HTTPClientSpy) {
        let client = HTTPClientSpy()
        let sut = MainActor.assumeIsolated {
            PaginatedFeedLoader(
                baseURL: URL(string: "https://a-base-url.com/some/base")!, client: client, pageSize: pageSize,
                decorateMorePage: decorateMorePage)
        }
        trackForMemoryLeaks(client, file: file, line: line)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, client)
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

/// Decorates each page by recording its name, and the name again, with the page's images, as its
/// result passes through.
private final class PageDecorations: Sendable {
    private let decorated = Mutex<[String]>([])
    private let delivered = Mutex<[(name: String, images: [FeedImage])]>([])
    private let previous = Mutex<[Int]>([])

    var decoratedNames: [String] { decorated.withLock { $0 } }
    var deliveredNames: [String] { delivered.withLock { $0.map(\.name) } }
    var deliveredImages: [[FeedImage]] { delivered.withLock { $0.map(\.images) } }
    var previousCounts: [Int] { previous.withLock { $0 } }

    @MainActor
    func decorate(_ page: PaginatedFeedLoader.Page, _ name: String, _ previousCount: Int) -> PaginatedFeedLoader.Page {
        decorated.withLock { $0.append(name) }
        previous.withLock { $0.append(previousCount) }
        return ResourceLoad { [self] completion in
            page { result in
                self.delivered.withLock { $0.append((name, (try? result.get().items) ?? [])) }
                completion(result)
            }
        }
    }
}
