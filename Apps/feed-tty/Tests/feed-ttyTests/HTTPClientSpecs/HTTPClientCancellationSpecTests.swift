import XCTest

/// The cancellation rows of the specs, each written once and run against every client that must
/// keep them (`CancellableClientUnderSpec.all`): a new client joins by one line there.
final class HTTPClientCancellationSpecTests: EveryClientTestCase {
    func test_cancel_deliversOneCancelledErrorBeforeReturning() {
        forEachClient { client in
            assertThatCancelDeliversOneCancelledErrorBeforeReturning(
                on: client.client.make(10), url: try client.slowURL(self))
        }
    }

    func test_cancel_afterCompletion_deliversNothingMore() {
        forEachClient { client in
            assertThatCancelAfterCompletionDeliversNothingMore(
                on: client.client.make(10), url: try client.answeredURL(self))
        }
    }

    // MARK: - Helpers

    private func forEachClient(_ row: (CancellableClientUnderSpec) throws -> Void) {
        forEach(CancellableClientUnderSpec.all, named: \.client.name, row)
    }
}
