import Foundation
import TestSupport
import XCTest

@testable import HTTPTransport

/// How a request's waits end at its cancellation, whenever it comes, and what becomes of the pipe
/// a wait borrowed.
final class CancellationSignalTests: XCTestCase {
    func test_wait_endsAtOnceWhenCancelledBeforeItBorrowsAPipe() throws {
        let (watch, signal) = makeSUT()
        let neverReady = try makePipe()

        signal.cancel()

        assertCancelledAtOnce(try watch.wait(for: .readable, on: neverReady.readEnd))
    }

    func test_wait_endsAtOnceWhenCancelledAtAnyMomentFromAnotherThread() throws {
        let neverReady = try makePipe()
        for attempt in 0..<300 {
            let (watch, signal) = makeSUT()
            // Racing the wait as it borrows its pipe and checks the flag, or once it has.
            let onceWaitedOn = attempt.isMultiple(of: 2)
            DispatchQueue.global().async {
                if onceWaitedOn {
                    letOtherThreadsRun(until: { signal.isWaitedOn }, "the wait, attempt \(attempt)")
                }
                signal.cancel()
            }

            assertCancelledAtOnce(try watch.wait(for: .readable, on: neverReady.readEnd), "attempt \(attempt)")
            signal.close()
        }
    }

    func test_cancel_afterAWaitBorrowedAPipeMakesItReadable() throws {
        let signal = CancellationSignal()
        let descriptor = try signal.descriptorForWaiting()
        XCTAssertFalse(isReadable(descriptor))

        signal.cancel()

        XCTAssertTrue(isReadable(descriptor), "Expected a poll on the pipe to end at once")
        signal.close()
    }

    func test_close_givesAPipeBackForTheNextRequestUnlessItWasCancelled() throws {
        let pipes = CancellationPipePool()
        let first = CancellationSignal(pipes: pipes)
        let used = try first.descriptorForWaiting()
        first.close()

        let second = CancellationSignal(pipes: pipes)
        XCTAssertEqual(try second.descriptorForWaiting(), used, "Expected the pipe given back to be lent again")
        second.cancel()
        second.close()

        let third = CancellationSignal(pipes: pipes)
        XCTAssertFalse(isReadable(try third.descriptorForWaiting()), "Expected no cancelled pipe to be lent again")
    }

    func test_cancel_afterCloseWritesToNoPipe() throws {
        let pipes = CancellationPipePool()
        let finished = CancellationSignal(pipes: pipes)
        _ = try finished.descriptorForWaiting()
        finished.close()
        let next = CancellationSignal(pipes: pipes)
        let descriptor = try next.descriptorForWaiting()

        finished.cancel()

        XCTAssertFalse(isReadable(descriptor), "Expected a finished request's cancel not to reach the next request")
    }

    func test_giveBack_keepsAtMostTheCapacityOfThePoolAndClosesTheRest() throws {
        let pipes = CancellationPipePool(capacity: 2)
        let borrowed = (0..<5).compactMap { _ in pipes.borrow() }
        XCTAssertEqual(borrowed.count, 5)
        let descriptorsWithAllBorrowed = try openDescriptorCount()

        borrowed.forEach(pipes.giveBack)

        XCTAssertEqual(try openDescriptorCount(), descriptorsWithAllBorrowed - 3 * 2)
    }

    // MARK: - Helpers

    private func makeSUT() -> (RequestWatch, CancellationSignal) {
        let signal = CancellationSignal()
        addTeardownBlock { signal.close() }
        return (RequestWatch(deadline: Deadline(secondsFromNow: 10), cancellation: signal), signal)
    }

    private func makePipe() throws -> NonBlockingPipe {
        let pipe = try XCTUnwrap(NonBlockingPipe())
        addTeardownBlock { pipe.close() }
        return pipe
    }

    private func assertCancelledAtOnce(
        _ wait: @autoclosure () throws -> Void, _ message: String = "", file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let start = Date()
        XCTAssertThrowsError(try wait(), message, file: file, line: line) { error in
            XCTAssertEqual((error as? URLError)?.code, .cancelled, message, file: file, line: line)
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 1, message, file: file, line: line)
    }

    private func isReadable(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0
    }

    private func openDescriptorCount() throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count
    }
}
