import FeedAPI
import FeedCache
import FeedFeature
import FeedScreens
import Foundation
import MainQueueTestSupport
import ManualClock
import TestSupport
import XCTest

@testable import Composition

/// The image recipe's cache as a private HTTP cache (RFC 9111): a fresh copy is shown unasked, a
/// stale one is asked about with its validators and a `304` shows it and keeps the new headers, a
/// `no-store` image is shown and never kept, and a stale copy stands in while the server cannot be
/// asked, unless it must be confirmed first. The clocks are moved by hand; nothing sleeps.
final class FeedLoadsImageCacheTests: XCTestCase {
    @MainActor
    func test_imageLoad_showsAFreshCopyWithoutAskingItsServer() async {
        let env = makeSUT()
        env.keep(stored, etag: "v1", freshness: .limited(lifetime: 60, mustRevalidate: false), secondsAgo: 59)

        let result = await env.load()

        XCTAssertEqual(result?.info.width, 2, "Expected the kept image")
        XCTAssertEqual(env.client.requestedHeaderFields, [], "Expected no request")
    }

    @MainActor
    func test_imageLoad_showsACopyKeptWithoutHeadersWithoutAskingItsServer_howeverOld() async {
        let env = makeSUT()
        env.keep(stored, etag: nil, freshness: .unlimited, secondsAgo: 10 * 365 * 24 * 3600)

        let result = await env.load()

        XCTAssertEqual(result?.info.width, 2, "Expected the kept image")
        XCTAssertEqual(env.client.requestedHeaderFields, [], "Expected no request")
    }

    @MainActor
    func test_imageLoad_asksAboutAStaleCopyWithItsTag_showsItOn304_andKeepsThe304sHeaders() async {
        let env = makeSUT()
        env.keep(stored, etag: "v1", freshness: .limited(lifetime: 60, mustRevalidate: false), secondsAgo: 60)

        let result = await env.load {
            env.client.complete(withStatusCode: 304, headerFields: ["ETag": #""v2""#, "Cache-Control": "max-age=30"])
        }

        XCTAssertEqual(env.client.requestedHeaderFields, [["If-None-Match": #""v1""#]])
        XCTAssertEqual(result?.info.width, 2, "Expected the kept image, confirmed")
        XCTAssertEqual(
            env.images.retrieve(imageForURL: imageURL),
            CachedImageData(
                data: stored, validators: ResourceValidators(entityTag: #""v2""#, lastModified: nil),
                freshness: .limited(lifetime: 30, mustRevalidate: false), timestamp: env.now))
    }

    @MainActor
    func test_imageLoad_asksAboutANoCacheCopyBeforeEveryUse() async {
        let env = makeSUT()
        env.keep(stored, etag: "v1", freshness: .limited(lifetime: 0, mustRevalidate: true), secondsAgo: 0)

        let result = await env.load {
            env.client.complete(withStatusCode: 304, headerFields: ["ETag": #""v1""#, "Cache-Control": "no-cache"])
        }

        XCTAssertEqual(env.client.requestedHeaderFields, [["If-None-Match": #""v1""#]])
        XCTAssertEqual(result?.info.width, 2, "Expected the kept image, confirmed")
    }

    @MainActor
    func test_imageLoad_showsAndKeepsTheNewImageWhenAStaleCopyChanged() async {
        let env = makeSUT()
        env.keep(stored, etag: "v1", freshness: .limited(lifetime: 60, mustRevalidate: false), secondsAgo: 120)

        let result = await env.load {
            env.client.complete(
                withStatusCode: 200, headerFields: ["ETag": #""v2""#, "Cache-Control": "max-age=60"], data: changed)
        }

        XCTAssertEqual(result?.info.width, 4, "Expected the new image")
        XCTAssertEqual(
            env.images.retrieve(imageForURL: imageURL),
            CachedImageData(
                data: changed, validators: ResourceValidators(entityTag: #""v2""#, lastModified: nil),
                freshness: .limited(lifetime: 60, mustRevalidate: false), timestamp: env.now))
    }

    @MainActor
    func test_imageLoad_showsANoStoreImageButNeverKeepsIt() async {
        let env = makeSUT()

        let result = await env.load {
            env.client.complete(withStatusCode: 200, headerFields: ["Cache-Control": "no-store"], data: changed)
        }

        XCTAssertEqual(env.client.requestedHeaderFields, [[:]])
        XCTAssertEqual(result?.info.width, 4, "Expected the image shown")
        XCTAssertNil(env.images.retrieve(imageForURL: imageURL), "Expected nothing kept")
    }

    @MainActor
    func test_imageLoad_forgetsACopyKeptBeforeWhenItsServerNowSaysNoStore() async {
        let env = makeSUT()
        env.keep(stored, etag: "v1", freshness: .limited(lifetime: 60, mustRevalidate: false), secondsAgo: 120)

        let result = await env.load {
            env.client.complete(withStatusCode: 200, headerFields: ["Cache-Control": "no-store"], data: changed)
        }

        XCTAssertEqual(result?.info.width, 4, "Expected the new image shown")
        XCTAssertNil(env.images.retrieve(imageForURL: imageURL), "Expected no copy left to stand in for it")
    }

    @MainActor
    func test_imageLoad_keepsAnImageSentWithoutCachingHeadersForItsURL() async {
        let env = makeSUT()

        _ = await env.load { env.client.complete(withStatusCode: 200, data: changed) }

        XCTAssertEqual(env.images.retrieve(imageForURL: imageURL), CachedImageData(data: changed, timestamp: env.now))
    }

    @MainActor
    func test_imageLoad_showsAStaleCopyWhileItsServerCannotBeReached() async {
        let env = makeSUT()
        env.keep(stored, etag: "v1", freshness: .limited(lifetime: 60, mustRevalidate: false), secondsAgo: 120)

        let result = await env.load { env.client.complete(with: URLError(.cannotConnectToHost)) }

        XCTAssertEqual(result?.info.width, 2, "Expected the stale copy")
    }

    @MainActor
    func test_imageLoad_showsAStaleCopyWhenItsServerFails() async {
        let env = makeSUT()
        env.keep(stored, etag: "v1", freshness: .limited(lifetime: 60, mustRevalidate: false), secondsAgo: 120)

        let result = await env.load { env.client.complete(withStatusCode: 503, data: Data("busy".utf8)) }

        XCTAssertEqual(result?.info.width, 2, "Expected the stale copy")
    }

    @MainActor
    func test_imageLoad_showsAStaleCopyWhenItsServerDoesNotAnswerByTheDeadline() async {
        let env = makeSUT()
        env.keep(stored, etag: "v1", freshness: .limited(lifetime: 60, mustRevalidate: false), secondsAgo: 120)

        let result = await env.load { env.clock.advance(by: 10) }

        XCTAssertEqual(result?.info.width, 2, "Expected the stale copy")
    }

    @MainActor
    func test_imageLoad_failsWhenACopyThatMustBeConfirmedCannotBe() async {
        let env = makeSUT()
        env.keep(stored, etag: "v1", freshness: .limited(lifetime: 0, mustRevalidate: true), secondsAgo: 0)

        let result = await env.load { env.client.complete(with: URLError(.cannotConnectToHost)) }

        XCTAssertNil(result, "Expected a failure, not the unconfirmed copy")
    }

    @MainActor
    func test_imageLoad_failsWhenTheServerSaysTheStaleCopyIsGone() async {
        let env = makeSUT()
        env.keep(stored, etag: "v1", freshness: .limited(lifetime: 60, mustRevalidate: false), secondsAgo: 120)

        let result = await env.load { env.client.complete(withStatusCode: 404, data: Data("gone".utf8)) }

        XCTAssertNil(result, "Expected the server's answer, not the stale copy")
    }

    // MARK: - Helpers

    private let imageURL = URL(string: "https://a-url.com/image.png")!
    private let stored = pngHeader(width: 2, height: 3)
    private let changed = pngHeader(width: 4, height: 5)

    @MainActor
    private final class Environment {
        let sut: FeedLoads
        let client: ConditionalHTTPClientSpy
        let images = InMemoryFeedImageDataStore()
        let clock = ManualClock()
        private let date = LockedBox(Date(timeIntervalSinceReferenceDate: 700_000_000))
        private let queue = DispatchQueue(label: "test.cache")
        private let imageURL: URL

        var now: Date { date.value }

        init(imageURL: URL) {
            self.imageURL = imageURL
            client = ConditionalHTTPClientSpy()
            let configuration = FeedTTYComposer.Configuration(
                baseURL: URL(string: "https://a-url.com")!, httpClient: client, requestTimeout: 10, isDemo: false,
                isInteractive: false, usesColor: false, terminate: { _ in }, scheduler: clock)
            let worker = FeedCacheWorker(
                feedCache: LocalFeedLoader(store: InMemoryFeedStore(), currentDate: { [date] in date.value }),
                imageCache: LocalFeedImageDataLoader(store: images, currentDate: { [date] in date.value }),
                queue: queue)
            sut = FeedLoads(configuration: configuration, cache: worker)
        }

        func keep(_ data: Data, etag: String?, freshness: ResourceFreshness, secondsAgo: TimeInterval) {
            images.insert(
                CachedImageData(
                    data: data, validators: ResourceValidators(entityTag: etag.map { #""\#($0)""# }, lastModified: nil),
                    freshness: freshness, timestamp: now.addingTimeInterval(-secondsAgo)),
                for: imageURL)
        }

        /// Starts the image's load, lets the cache answer, does what the network does, lets the
        /// cache keep what it was given, and hands back the image shown (nil: a failure, or none).
        func load(network: @MainActor () -> Void = {}) async -> LoadedImage? {
            var received: Result<LoadedImage, Error>?
            _ = sut.makeThumbnailLoad(address: imageURL.absoluteString)({ received = $0 })
            await answerWhatWasAsked()
            network()
            await answerWhatWasAsked()
            return try? received?.get()
        }

        private func answerWhatWasAsked() async {
            queue.sync {}
            await nextMainQueueTurn()
        }
    }

    @MainActor
    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> Environment {
        let env = Environment(imageURL: imageURL)
        trackForMemoryLeaks(env.client, file: file, line: line)
        trackForMemoryLeaks(env.images, file: file, line: line)
        return env
    }
}
