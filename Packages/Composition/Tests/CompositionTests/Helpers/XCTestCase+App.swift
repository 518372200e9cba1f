import FeedAPI
import FeedScreens
import FeedTextUI
import Foundation
import ManualClock
import ResourceLoading
import TestSupport
import TextUITestSupport
import XCTest

@testable import Composition

extension XCTestCase {
    /// The real app, composed as `main.swift` composes it, with only its edges replaced: the
    /// network by `httpClient`, standard input and output by spies, process exit by a recorder.
    @MainActor
    func makeComposer(
        httpClient: any HTTPClient,
        isDemo: Bool = false,
        isInteractive: Bool = false,
        front: FeedTTYComposer.Front = .text,
        cache: FeedTTYComposer.Cache? = nil,
        requestTimeout: TimeInterval? = nil,
        log: (any LoadLogging)? = nil,
        browser: (any BrowserLauncher)? = nil,
        clock: ManualClock = ManualClock(),
        watches: Bool = false,
        watchInterval: TimeInterval = FeedTTYComposer.Configuration.defaultWatchInterval,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (app: FeedTTYComposer, input: InputLineReaderSpy, output: TextBuffer, exit: ExitRecorder) {
        let input = InputLineReaderSpy()
        let output = TextBuffer()
        let exit = ExitRecorder()
        let app = FeedTTYComposer(
            FeedTTYComposer.Configuration(
                baseURL: URL(string: "http://127.0.0.1:8080/some/base")!,
                httpClient: httpClient,
                requestTimeout: requestTimeout,
                isDemo: isDemo,
                front: front,
                isInteractive: isInteractive,
                usesColor: false,
                cache: cache,
                log: log,
                browser: browser,
                terminate: { [exit] status in exit.record(status) },
                scheduler: clock,
                watches: watches,
                watchInterval: watchInterval
            ),
            input: .lines(input),
            output: output
        )
        trackForMemoryLeaks(app, file: file, line: line)
        trackForMemoryLeaks(output, file: file, line: line)
        trackForMemoryLeaks(exit, file: file, line: line)
        return (app, input, output, exit)
    }

    /// Starts `app`, ends its input at once, and waits until it has quit: everything it loads,
    /// on whatever queue, has been shown by then.
    @MainActor
    func runUntilQuit(_ app: FeedTTYComposer, input: InputLineReaderSpy, exit: ExitRecorder) async {
        exit.onExit = expectation(description: "Wait for the app to quit")
        app.start()
        input.close()
        await fulfillment(of: [exit.onExit!], timeout: 5.0)
    }
}

final class ExitRecorder {
    var statuses = [Int32]()
    var onExit: XCTestExpectation?

    func record(_ status: Int32) {
        statuses.append(status)
        onExit?.fulfill()
    }
}
