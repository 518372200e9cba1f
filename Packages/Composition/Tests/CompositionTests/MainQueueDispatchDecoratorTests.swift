import FeedFeature
import FeedScreens
import FeedTextUI
import MainQueueTestSupport
import Synchronization
import TestSupport
import XCTest

@testable import Composition
@testable import ResourceLoading

final class MainQueueDispatchDecoratorTests: XCTestCase {
    func test_load_deliversBackgroundCompletionOnTheMainQueue() {
        let (sut, loader) = makeSUT()
        let exp = expectation(description: "Wait for completion")

        sut.load { _ in
            XCTAssertTrue(MainQueue.isCurrent, "Expected delivery on the main queue")
            exp.fulfill()
        }
        let background = DispatchGroup()
        DispatchQueue.global().async(group: background) { loader.complete(with: []) }

        wait(for: [exp], timeout: 5.0)
        // The background block lets go of the loader after the main queue is told: waited for, so
        // the leak check does not race it.
        XCTAssertEqual(background.wait(timeout: .now() + 5), .success)
    }

    func test_load_deliversMainQueueCompletionInlineWithoutAHop() {
        let (sut, loader) = makeSUT()
        let delivered = Mutex(false)

        sut.load { _ in delivered.withLock { $0 = true } }
        loader.complete(with: [])

        XCTAssertTrue(delivered.withLock { $0 }, "Expected the completion before control returned, with no hop")
    }

    func test_load_deliversTheDecorateeResultUnchanged() {
        let (sut, loader) = makeSUT()
        let feed = [uniqueImage(), uniqueImage()]
        let received = Mutex<[FeedImage]?>(nil)

        sut.load { result in received.withLock { $0 = try? result.get() } }
        loader.complete(with: feed)

        XCTAssertEqual(received.withLock { $0 }, feed)
    }

    func test_cancelLoad_cancelsTheDecorateeRequest() {
        let (sut, loader) = makeSUT()

        let request = sut.load { _ in }
        XCTAssertEqual(loader.cancelCallCount, 0, "Expected no cancel before the load is cancelled")

        request.cancel()
        XCTAssertEqual(loader.cancelCallCount, 1, "Expected the decoratee's request cancelled")
    }

    func test_load_stillDeliversAfterTheDecoratorIsReleased() {
        let loader = FeedLoaderSpy()
        var sut: MainQueueDispatchDecorator<any FeedLoader>? = MainQueueDispatchDecorator(decoratee: loader)
        weak let weakSUT = sut
        let exp = expectation(description: "Wait for completion")

        sut?.load { _ in exp.fulfill() }
        sut = nil
        XCTAssertNil(weakSUT, "Expected the pending load not to retain the decorator")

        DispatchQueue.global().async { loader.complete(with: anyNSError()) }
        wait(for: [exp], timeout: 5.0)
    }

    func test_start_deliversInputEventsFromABackgroundThreadOnTheMainQueueInOrder() {
        let reader = InputLineReaderStub(events: [.line("refresh"), .line("quit"), .endOfInput])
        let sut = MainQueueDispatchDecorator<any InputLineReader>(decoratee: reader)
        let received = Mutex<[InputEvent]>([])
        let exp = expectation(description: "Wait for end of input")
        trackForMemoryLeaks(sut)

        sut.start { event in
            XCTAssertTrue(MainQueue.isCurrent, "Expected delivery on the main queue")
            received.withLock { $0.append(event) }
            if event == .endOfInput { exp.fulfill() }
        }

        wait(for: [exp], timeout: 5.0)
        XCTAssertEqual(received.withLock { $0 }, [.line("refresh"), .line("quit"), .endOfInput])
    }

    // MARK: - Helpers

    private func makeSUT(
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: MainQueueDispatchDecorator<any FeedLoader>, loader: FeedLoaderSpy) {
        let loader = FeedLoaderSpy()
        let sut = MainQueueDispatchDecorator<any FeedLoader>(decoratee: loader)
        trackForMemoryLeaks(loader, file: file, line: line)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, loader)
    }

    /// Emits its events from a background queue, as the standard-input reader does.
    private struct InputLineReaderStub: InputLineReader {
        let events: [InputEvent]

        func start(onEvent: @escaping @Sendable (InputEvent) -> Void) {
            DispatchQueue.global().async { [events] in events.forEach(onEvent) }
        }
    }
}
