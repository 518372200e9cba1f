import Dispatch
import XCTest

@testable import Composition

/// Thumbnails drawn side by side, one a processor, and no more at once than there are queues.
final class ThumbnailQueuesTests: XCTestCase {
    @MainActor
    func test_next_takesEachQueueInTurn() async {
        let sut = ThumbnailQueues(count: 2)

        let taken = (0..<4).map { _ in sut.next() }

        XCTAssertFalse(taken[0] === taken[1], "A second picture goes to another queue")
        XCTAssertTrue(taken[0] === taken[2] && taken[1] === taken[3], "Then the first one's turn comes again")
    }

    @MainActor
    func test_next_withOneQueue_drawsOnePictureAtATime() async {
        let sut = ThumbnailQueues(count: 0)

        XCTAssertTrue(sut.next() === sut.next())
    }

    @MainActor
    func test_picturesOnQueuesTakenInTurn_areDrawnAtTheSameTime() async {
        let sut = ThumbnailQueues(count: 2)
        let secondStarted = DispatchSemaphore(value: 0)
        let bothDrawn = expectation(description: "both pictures drawn")
        bothDrawn.expectedFulfillmentCount = 2

        // The first waits until the second has started: drawn one after another, neither ends.
        sut.next().async {
            if secondStarted.wait(timeout: .now() + 10) == .success { bothDrawn.fulfill() }
        }
        sut.next().async {
            secondStarted.signal()
            bothDrawn.fulfill()
        }

        await fulfillment(of: [bothDrawn], timeout: 20)
    }
}
