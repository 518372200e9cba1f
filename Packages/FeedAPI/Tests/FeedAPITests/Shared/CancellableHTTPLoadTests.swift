import Dispatch
import FeedFeature
import Foundation
import Synchronization
import TestSupport
import XCTest

@testable import FeedAPI

/// The cancellation machinery behind every load of `RemoteLoader`, whatever protocol hands it out;
/// its own tests cover what it means for a load, these cover it under contention.
final class CancellableHTTPLoadTests: XCTestCase {
    func test_cancel_doesNotDeliverResultOnClientThatCompletesSynchronouslyWhenCancelled() {
        let received = LockedBox<[CancellableHTTPLoad<Data>.Result]>([])

        let load = CancellableHTTPLoad<Data>(
            completion: { result in received.mutate { $0.append(result) } },
            start: { deliver in CompletingOnCancelTask { deliver(.failure(anyNSError())) } }
        )
        load.cancel()

        XCTAssertTrue(received.value.isEmpty, "Expected no result after cancelling, got \(received.value)")
    }

    /// A delivery that has begun when `cancel()` is called still counts as before it: `cancel()`
    /// returns only once that completion has, so nothing runs after it returns.
    func test_cancel_returnsOnlyAfterDeliveryInProgressHasFinished() {
        let client = HTTPClientSpy()
        trackForMemoryLeaks(client)
        let events = LockedBox<[String]>([])
        let deliveryStarted = DispatchSemaphore(value: 0)
        let cancelReturned = LockedBox(false)
        let load = makeLoad(on: client) { _ in
            deliveryStarted.signal()
            // Gives a cancel() that does not wait for this completion many turns to return first,
            // and spends no time on the clock when cancel() correctly waits.
            var turns = 0
            while !cancelReturned.value && turns < Self.turnsForAWrongCancelToReturn {
                sched_yield()
                turns += 1
            }
            events.mutate { $0.append("delivery finished") }
        }
        let delivered = expectation(description: "Wait for background delivery")

        DispatchQueue.global().async { [weak client] in
            client?.complete(withStatusCode: 200, data: anyData())
            delivered.fulfill()
        }
        deliveryStarted.wait()
        load.cancel()
        events.mutate { $0.append("cancel returned") }
        cancelReturned.mutate { $0 = true }

        wait(for: [delivered], timeout: 5.0)
        XCTAssertEqual(events.value, ["delivery finished", "cancel returned"])
    }

    /// The production shape: the client completes on a background queue while the UI cancels from
    /// the main thread. Each side walks the same loads at the same time, round after round.
    func test_cancel_neverDeliversAfterCancelReturnedWhileClientCompletesOnAnotherThread() {
        let client = HTTPClientSpy()
        trackForMemoryLeaks(client)
        let rounds = 50
        let loadsPerRound = 100
        let cancelReturned = LockedBox<Set<Int>>([])
        let deliveries = LockedBox<[Int: Int]>([:])
        let lateDeliveries = LockedBox<[Int]>([])

        for round in 0..<rounds {
            let first = round * loadsPerRound
            let loads = first..<(first + loadsPerRound)
            let tasks = loads.map { load in
                makeLoad(on: client) { _ in
                    if cancelReturned.value.contains(load) { lateDeliveries.mutate { $0.append(load) } }
                    deliveries.mutate { $0[load, default: 0] += 1 }
                }
            }
            let bothSidesReady = Atomic(0)
            let completed = expectation(description: "Wait for background completions of round \(round)")

            // Weakly, so the client is released before the test ends, not when the block is.
            DispatchQueue.global().async { [weak client] in
                Self.arrive(at: bothSidesReady)
                if let client {
                    for load in loads {
                        client.complete(withStatusCode: 200, data: anyData(), at: load)
                    }
                }
                completed.fulfill()
            }
            Self.arrive(at: bothSidesReady)
            for (load, task) in zip(loads, tasks) where load.isMultiple(of: 2) {
                task.cancel()
                cancelReturned.mutate { _ = $0.insert(load) }
            }

            wait(for: [completed], timeout: 5.0)
        }

        XCTAssertEqual(lateDeliveries.value, [], "Expected no delivery after its task's cancel() returned")
        XCTAssertEqual(deliveries.value.values.filter { $0 > 1 }, [], "Expected at most one delivery per load")
        let uncancelled = (0..<(rounds * loadsPerRound)).filter { !$0.isMultiple(of: 2) }
        XCTAssertEqual(
            uncancelled.filter { deliveries.value[$0] != 1 }, [], "Expected every uncancelled load to deliver once")
    }

    // MARK: - Helpers

    private struct CompletingOnCancelTask: HTTPClientRequest {
        let onCancel: () -> Void

        func cancel() { onCancel() }
    }

    private func makeLoad(
        on client: HTTPClientSpy, completion: @escaping CancellableHTTPLoad<Data>.Completion
    ) -> CancellableHTTPLoad<Data> {
        CancellableHTTPLoad(completion: completion) { deliver in
            client.get(from: anyURL()) { result in deliver(result.map { data, _ in data }) }
        }
    }

    /// Many more than a cancel() that returns at once needs to be seen returning before the delivery
    /// it should have waited for (it needs a handful).
    private static let turnsForAWrongCancelToReturn = 10_000

    /// A two-party spin barrier, so both threads start their loops at the same moment.
    private static func arrive(at barrier: borrowing Atomic<Int>) {
        barrier.add(1, ordering: .sequentiallyConsistent)
        while barrier.load(ordering: .sequentiallyConsistent) < 2 {}
    }
}
