import Dispatch
import MainQueueTestSupport
import XCTest

@testable import ResourceLoading

/// The one hop, with its work typed as on the main actor: how a thumbnail drawn off the main queue
/// comes back (`decoded(on:by:)`), and how `LoadTurns` defers filling freed places.
@MainActor
final class MainQueueHopOnMainActorTests: XCTestCase {
    func test_hopOnMainActor_runsTheWorkOnTheMainQueueFromABackgroundQueue() async {
        let ranOnMainQueue = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                MainQueue.hop(onMainActor: { continuation.resume(returning: MainQueue.isCurrent) })
            }
        }

        XCTAssertTrue(ranOnMainQueue)
    }

    func test_hopOnMainActor_runsTheWorkAfterTheCurrentTurnInOrder() async {
        var events = [String]()

        MainQueue.hop(onMainActor: { events.append("first") })
        MainQueue.hop(onMainActor: { events.append("second") })
        events.append("current turn ended")
        await nextMainQueueTurn()

        XCTAssertEqual(events, ["current turn ended", "first", "second"])
    }
}
