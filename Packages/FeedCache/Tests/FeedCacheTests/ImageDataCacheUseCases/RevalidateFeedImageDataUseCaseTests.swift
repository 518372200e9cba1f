import FeedCache
import FeedFeature
import Foundation
import Synchronization
import TestSupport
import XCTest

/// The image cache as a private HTTP cache (RFC 9111): fresh bytes are shown, stale ones asked
/// about first, and a `304` keeps them with the headers it sent.
final class RevalidateFeedImageDataUseCaseTests: XCTestCase {
    func test_loadImageData_deliversBytesWithoutHeadersHoweverOld() {
        let (sut, store, clock) = makeSUT()
        store.completeRetrieval(withImage: CachedImageData(data: anyData()))
        clock.advance(by: 10 * 365 * 24 * 3600)

        XCTAssertEqual(try sut.loadImageData(from: anyImageURL()), anyData())
    }

    func test_loadImageData_deliversBytesYoungerThanTheirLifetime_andStaleOnesFromTheirLifetimeOn() {
        let (sut, store, clock) = makeSUT()
        let validators = ResourceValidators(entityTag: #""v1""#, lastModified: nil)
        store.completeRetrieval(
            withImage: image(
                validators: validators, freshness: .limited(lifetime: 60, mustRevalidate: false), at: clock.now))

        clock.advance(by: 59.9)
        XCTAssertEqual(try sut.loadImageData(from: anyImageURL()), anyData())

        clock.advance(by: 0.1)
        expect(
            sut,
            toFailWith: .stale(StaleImageData(data: anyData(), validators: validators, mayBeShownUnconfirmed: true)))
    }

    func test_loadImageData_deliversNoCacheBytesAsStaleAtOnce_andNotToBeShownUnconfirmed_evenFromTheFuture() {
        let (sut, store, clock) = makeSUT()
        let validators = ResourceValidators(entityTag: #""v1""#, lastModified: nil)
        store.completeRetrieval(
            withImage: image(
                validators: validators, freshness: .limited(lifetime: 0, mustRevalidate: true),
                at: clock.now.addingTimeInterval(3600)))

        expect(
            sut,
            toFailWith: .stale(StaleImageData(data: anyData(), validators: validators, mayBeShownUnconfirmed: false)))
    }

    func test_save_keepsTheValidatorsAndFreshness_countedFromNow() {
        let (sut, store, clock) = makeSUT()
        let validators = ResourceValidators(entityTag: #""v1""#, lastModified: nil)
        let freshness = ResourceFreshness.limited(lifetime: 60, mustRevalidate: false)

        try? sut.save(anyData(), for: anyImageURL(), validators: validators, freshness: freshness)

        XCTAssertEqual(store.insertedImages, [image(validators: validators, freshness: freshness, at: clock.now)])
    }

    func test_confirm_keepsTheBytesWithTheHeadersItWasSent_freshFromNow() {
        let (sut, store, clock) = makeSUT()
        store.completeRetrieval(
            withImage: image(
                validators: ResourceValidators(entityTag: #""v1""#, lastModified: nil),
                freshness: .limited(lifetime: 0, mustRevalidate: true), at: clock.now))
        clock.advance(by: 120)
        let sent = ResourceValidators(entityTag: #""v2""#, lastModified: nil)

        try? sut.confirm(for: anyImageURL(), validators: sent, freshness: .limited(lifetime: 30, mustRevalidate: false))

        XCTAssertEqual(
            store.insertedImages,
            [image(validators: sent, freshness: .limited(lifetime: 30, mustRevalidate: false), at: clock.now)])
    }

    func test_confirm_keepsTheKeptHeadersWhereThe304SentNone() {
        let (sut, store, clock) = makeSUT()
        let kept = ResourceValidators(entityTag: #""v1""#, lastModified: nil)
        let freshness = ResourceFreshness.limited(lifetime: 60, mustRevalidate: false)
        store.completeRetrieval(withImage: image(validators: kept, freshness: freshness, at: clock.now))
        clock.advance(by: 120)

        try? sut.confirm(for: anyImageURL(), validators: nil, freshness: nil)

        XCTAssertEqual(store.insertedImages, [image(validators: kept, freshness: freshness, at: clock.now)])
    }

    func test_confirm_keepsNothingWhenNothingIsKept() {
        let (sut, store, _) = makeSUT()
        store.completeRetrieval(with: .none)

        XCTAssertNoThrow(try sut.confirm(for: anyImageURL(), validators: nil, freshness: nil))

        XCTAssertEqual(store.insertedImages, [])
    }

    func test_confirm_failsOnStoreError() {
        let (sut, store, _) = makeSUT()
        store.completeRetrieval(with: anyNSError())

        XCTAssertThrowsError(try sut.confirm(for: anyImageURL(), validators: nil, freshness: nil)) { error in
            XCTAssertEqual(error as? LocalFeedImageDataLoader.SaveError, .failed)
        }
    }

    func test_remove_deletesWhatIsKeptForTheURL() {
        let (sut, store, _) = makeSUT()

        try? sut.remove(for: anyImageURL())

        XCTAssertEqual(store.receivedMessages, [.delete(for: anyImageURL())])
    }

    func test_remove_failsOnStoreError() {
        let (sut, store, _) = makeSUT()
        store.completeInsertion(with: anyNSError())

        XCTAssertThrowsError(try sut.remove(for: anyImageURL())) { error in
            XCTAssertEqual(error as? LocalFeedImageDataLoader.SaveError, .failed)
        }
    }

    // MARK: - Helpers

    private final class Clock: Sendable {
        private let date = Mutex(Date(timeIntervalSinceReferenceDate: 700_000_000))

        var now: Date { date.withLock { $0 } }

        func advance(by seconds: TimeInterval) {
            date.withLock { $0 = $0.addingTimeInterval(seconds) }
        }
    }

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line)
        -> (sut: LocalFeedImageDataLoader, store: FeedImageDataStoreSpy, clock: Clock)
    {
        let store = FeedImageDataStoreSpy()
        let clock = Clock()
        let sut = LocalFeedImageDataLoader(store: store, currentDate: { clock.now })
        trackForMemoryLeaks(store, file: file, line: line)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store, clock)
    }

    private func image(validators: ResourceValidators?, freshness: ResourceFreshness, at timestamp: Date)
        -> CachedImageData
    {
        CachedImageData(data: anyData(), validators: validators, freshness: freshness, timestamp: timestamp)
    }

    private func expect(
        _ sut: LocalFeedImageDataLoader, toFailWith expected: LocalFeedImageDataLoader.LoadError,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try sut.loadImageData(from: anyImageURL()), file: file, line: line) { error in
            XCTAssertEqual(error as? LocalFeedImageDataLoader.LoadError, expected, file: file, line: line)
        }
    }
}
