import FeedAPI
import FeedScreens
import FeedTextUI
import Foundation
import ManualClock
import TestSupport
import TextUITestSupport
import XCTest

@testable import Composition

/// A base URL that Foundation parses but the endpoints cannot turn into a request URL never traps
/// the app: `main.swift` refuses such a `--url`, and the composition fails the load if one gets in.
final class UnusableBaseURLAcceptanceTests: XCTestCase {
    @MainActor
    func test_onLaunch_failsTheFeedLoadWithoutARequestOnBaseURLThatMakesNoRequestURL() async throws {
        let client = HTTPClientStub.offline
        let exit = ExitRecorder()
        let input = InputLineReaderSpy()
        let app = FeedTTYComposer(
            FeedTTYComposer.Configuration(
                baseURL: try XCTUnwrap(URL(string: "http://a%20b")),
                httpClient: client,
                requestTimeout: 5,
                isDemo: false,
                isInteractive: false,
                usesColor: false,
                terminate: { [exit] status in exit.record(status) },
                scheduler: ManualClock()
            ),
            input: .lines(input),
            output: TextBuffer()
        )
        trackForMemoryLeaks(app)

        await runUntilQuit(app, input: input, exit: exit)

        XCTAssertEqual(client.requestedURLs, [])
        XCTAssertEqual(exit.statuses, [1], "Expected the exit status of a scripted run whose feed load failed")
    }
}
