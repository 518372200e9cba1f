import FeedAPI
import FeedCache
import Foundation
import MainQueueTestSupport
import ManualClock
import Synchronization
import XCTest

@testable import Composition

/// A scripted run ends: once its input has ended, what is still loading gets `--timeout` at a
/// time while images are answered, then shows as not loaded (a request sent meanwhile that outlived
/// its own deadline as timed out), and a signal's exit status is never lost to a quit it causes.
final class ScriptedRunBoundsTests: XCTestCase {
    @MainActor
    func test_endOfScriptedInput_failsImagesStillLoadingAfterOneTimeoutAndQuits() async {
        let client = ImagesNeverAnswerClient()
        let clock = ManualClock()
        let (app, input, output, exit) = makeComposer(httpClient: client, requestTimeout: 0.2, clock: clock)
        exit.onExit = expectation(description: "Wait for the app to quit")

        app.start()
        input.close()
        await nextMainQueueTurn()
        XCTAssertEqual(exit.statuses, [], "Expected the run to wait for its images")
        clock.advance(by: 0.2)
        await fulfillment(of: [exit.onExit!], timeout: 5.0)

        let items = output.lines.filter { $0.contains("description") || $0.contains("image:") }
        XCTAssertEqual(
            items,
            (1...3).flatMap { number in
                [
                    "\(number). (no description)",
                    "   image: failed (timed out after 0.2\u{00A0}s) — type “retry \(number)” to try again.",
                ]
            }, "Expected each item with its image's outcome, in feed order")
        XCTAssertEqual(exit.statuses, [0])
        XCTAssertEqual(client.cancelledCount, 3, "Expected every image request cancelled")
    }

    @MainActor
    func test_endOfScriptedInput_imagesStillWaitingForTheNetworkWhenTheRunsTimeRunsOut_sayTheyWereNotLoaded() async {
        let client = ImagesNeverAnswerClient(itemCount: 8)
        let clock = ManualClock()
        let (app, input, output, exit) = makeComposer(httpClient: client, requestTimeout: 0.2, clock: clock)
        exit.onExit = expectation(description: "Wait for the app to quit")

        app.start()
        input.close()
        await nextMainQueueTurn()
        clock.advance(by: 0.2)
        await fulfillment(of: [exit.onExit!], timeout: 5.0)

        let images = output.lines.filter { $0.contains("image:") }
        XCTAssertEqual(images.count, 8)
        let notLoaded = "   image: failed (not loaded: the run's time after its input ended ran out)"
        XCTAssertEqual(
            images.suffix(2).map { $0.hasPrefix(notLoaded) }, [true, true],
            "Expected the images beyond the six sent not to say they timed out: \(images)")
        XCTAssertEqual(exit.statuses, [0])
    }

    @MainActor
    func test_endOfScriptedInput_aFeedRequestSentAfterItEnded_failsOnItsOwnDeadline_sayingItTimedOut() async {
        let cacheQueue = DispatchQueue(label: "test.cache")
        let cache = FeedTTYComposer.Cache(
            feedStore: InMemoryFeedStore(), imageStore: InMemoryFeedImageDataStore(), queue: cacheQueue)
        let clock = ManualClock()
        let (app, input, output, exit) = makeComposer(
            httpClient: FeedNeverAnswersClient(), cache: cache, requestTimeout: 1, clock: clock)

        app.start()
        input.close()
        cacheQueue.sync {}  // the saved copy is read, then the request is sent: after the input ended
        await nextMainQueueTurn()
        clock.advance(by: 1)
        cacheQueue.sync {}  // the request timed out: the offline copy is asked for, and has nothing
        await nextMainQueueTurn()

        XCTAssertTrue(output.text.contains("timed out after 1\u{00A0}s"), output.text)
        XCTAssertFalse(output.text.contains("not loaded"), output.text)
        XCTAssertEqual(exit.statuses, [1])
    }

    @MainActor
    func test_interrupt_whileImagesLoadAfterEndOfInput_exitsWithTheSignalStatusOnly() async {
        let (app, input, _, exit) = makeComposer(httpClient: ImagesNeverAnswerClient())
        app.start()
        input.close()

        app.interrupt(exitStatus: 143)

        XCTAssertEqual(exit.statuses, [143])
    }
}

/// Answers the feed at once with `itemCount` items (three unless told); their images never answer.
private final class ImagesNeverAnswerClient: HTTPClient, Sendable {
    private let cancels = Mutex(0)
    private let itemCount: Int

    init(itemCount: Int = 3) {
        self.itemCount = itemCount
    }

    var cancelledCount: Int { cancels.withLock { $0 } }

    private struct Request: HTTPClientRequest {
        let onCancel: @Sendable () -> Void
        func cancel() { onCancel() }
    }

    func get(from url: URL, completion: @escaping @Sendable (consuming HTTPClient.Result) -> Void) -> HTTPClientRequest
    {
        guard url.lastPathComponent == "feed" else {
            return Request { [self] in cancels.withLock { $0 += 1 } }
        }
        let items = (1...itemCount).map { #"{"id": "\#(UUID())", "image": "http://127.0.0.1/images/\#($0).png"}"# }
        let ok = HTTPResponse(url: url, statusCode: 200)
        completion(.success((Data(#"{"items": [\#(items.joined(separator: ","))]}"#.utf8), ok)))
        return Request {}
    }
}

/// Never answers: each request waits until it is cancelled.
private final class FeedNeverAnswersClient: HTTPClient, Sendable {
    private struct Request: HTTPClientRequest {
        func cancel() {}
    }

    func get(from url: URL, completion: @escaping @Sendable (consuming HTTPClient.Result) -> Void) -> HTTPClientRequest
    {
        Request()
    }
}
