import Foundation
import Synchronization
import XCTest

@testable import Composition

final class ResourceLoadFallbackTests: XCTestCase {
    @MainActor
    func test_fallingBack_deliversThePrimaryResultWithoutStartingTheSecondary() async {
        let (primary, secondary) = (LoadSpy(), LoadSpy())
        let received = ReceivedResults()

        _ = primary.resourceLoad.fallingBack(to: secondary.resourceLoad)(received.append)
        primary.complete(at: 0)

        XCTAssertEqual(received.values, [0])
        XCTAssertEqual(secondary.loadCount, 0)
    }

    @MainActor
    func test_fallingBack_deliversTheSecondaryResultOnPrimaryFailure() async {
        let (primary, secondary) = (LoadSpy(), LoadSpy())
        let received = ReceivedResults()

        _ = primary.resourceLoad.fallingBack(to: secondary.resourceLoad)(received.append)
        primary.fail(at: 0)
        secondary.complete(at: 0)

        XCTAssertEqual(received.values, [0])
        XCTAssertEqual(received.failures, 0)
    }

    @MainActor
    func test_fallingBack_deliversTheSecondaryFailureWhenBothFail() async {
        let (primary, secondary) = (LoadSpy(), LoadSpy())
        let received = ReceivedResults()

        _ = primary.resourceLoad.fallingBack(to: secondary.resourceLoad)(received.append)
        primary.fail(at: 0, with: URLError(.timedOut))
        secondary.fail(at: 0, with: URLError(.fileDoesNotExist))

        XCTAssertEqual(received.errorCodes, [.fileDoesNotExist])
    }

    @MainActor
    func test_fallingBack_deliversThePrimaryFailureWhenBothFailIfAskedTo() async {
        let (primary, secondary) = (LoadSpy(), LoadSpy())
        let received = ReceivedResults()

        _ = primary.resourceLoad.fallingBack(to: secondary.resourceLoad, whenBothFailReporting: .primary)(
            received.append)
        primary.fail(at: 0, with: URLError(.timedOut))
        secondary.fail(at: 0, with: URLError(.fileDoesNotExist))

        XCTAssertEqual(received.errorCodes, [.timedOut])
    }

    @MainActor
    func test_cancel_cancelsWhicheverLoadIsUnderWayAndDeliversNothing() async {
        let (primary, secondary) = (LoadSpy(), LoadSpy())
        let received = ReceivedResults()

        let cancelFirst = primary.resourceLoad.fallingBack(to: secondary.resourceLoad)(received.append)
        cancelFirst()
        let cancelSecond = primary.resourceLoad.fallingBack(to: secondary.resourceLoad)(received.append)
        primary.fail(at: 1)
        cancelSecond()
        primary.complete(at: 0)

        XCTAssertEqual(primary.cancelled, [0])
        XCTAssertEqual(secondary.cancelled, [0])
        XCTAssertEqual(received.count, 0)
    }
}

final class ResourceLoadCachingTests: XCTestCase {
    @MainActor
    func test_caching_savesWhatIsWorthKeepingBeforeDeliveringIt() async {
        let load = LoadSpy()
        let saved = Mutex<[Int]>([])
        let received = ReceivedResults()

        let caching = load.resourceLoad.caching(when: { $0 != 1 }) { value in saved.withLock { $0.append(value) } }
        for _ in 0..<3 { _ = caching(received.append) }
        load.complete(at: 0)
        load.complete(at: 1)
        load.fail(at: 2)

        XCTAssertEqual(saved.withLock { $0 }, [0], "Expected only a success worth keeping saved")
        XCTAssertEqual(received.values, [0, 1])
        XCTAssertEqual(received.failures, 1)
    }
}

final class LoadOutcomeRecorderTests: XCTestCase {
    @MainActor
    func test_recordingOutcome_remembersWhetherTheLatestLoadFailed() async {
        let load = LoadSpy()
        let sut = LoadOutcomeRecorder()
        let recorded = load.resourceLoad.recordingOutcome(in: sut)

        for _ in 0..<2 { _ = recorded { _ in } }
        load.fail(at: 0)
        XCTAssertTrue(sut.failed)

        load.complete(at: 1)
        XCTAssertFalse(sut.failed)
    }
}

/// What a load delivered, in order.
private final class ReceivedResults: Sendable {
    private let results = Mutex<[Result<Int, Error>]>([])

    func append(_ result: Result<Int, Error>) { results.withLock { $0.append(result) } }

    var count: Int { results.withLock { $0.count } }
    var values: [Int] { results.withLock { $0.compactMap { try? $0.get() } } }
    var failures: Int { count - values.count }
    var errorCodes: [URLError.Code?] {
        results.withLock { results in
            results.compactMap { result in
                guard case let .failure(error) = result else { return nil }
                return (error as? URLError)?.code
            }
        }
    }
}
