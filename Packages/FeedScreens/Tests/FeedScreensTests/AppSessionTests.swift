import FeedScreens
import TestSupport
import XCTest

/// How the app's commands end it: the screen in front hidden, the last words said, and the exit
/// status a person or a script expects.
final class AppSessionTests: XCTestCase {
    func test_quit_hidesTheScreenThenRunsBeforeExitThenTerminatesWithZero() {
        let (sut, log) = makeSUT()

        sut.perform(.quit)

        XCTAssertEqual(log.entries, ["hide", "before exit", "terminate 0"])
    }

    func test_quitInAScript_exitsWithOneWhenTheLastFeedLoadFailed() {
        let (sut, log) = makeSUT(isInteractive: false, lastFeedLoadFailed: true)

        sut.perform(.quit)

        XCTAssertEqual(log.entries.last, "terminate 1")
    }

    func test_quitAtATerminal_exitsWithZeroThoughTheLastFeedLoadFailed() {
        let (sut, log) = makeSUT(isInteractive: true, lastFeedLoadFailed: true)

        sut.perform(.quit)

        XCTAssertEqual(log.entries.last, "terminate 0")
    }

    func test_interruptCommand_tellsAPersonAndExitsWith130() {
        let (sut, log) = makeSUT(isInteractive: true)

        sut.perform(.interrupt)

        XCTAssertEqual(log.renderer.events.last, .interrupted)
        XCTAssertEqual(log.entries.last, "terminate 130")
    }

    func test_interrupt_tellsAScriptNothing() {
        let (sut, log) = makeSUT(isInteractive: false)

        sut.interrupt(exitStatus: 143)

        XCTAssertFalse(log.renderer.events.contains(.interrupted))
        XCTAssertEqual(log.entries.last, "terminate 143")
    }

    func test_leaving_happensOnceWithTheFirstExitStatus() {
        let (sut, log) = makeSUT(isInteractive: true)

        sut.interrupt(exitStatus: 143)
        sut.perform(.quit)
        sut.interrupt(exitStatus: 130)

        XCTAssertEqual(log.entries, ["hide", "before exit", "terminate 143"])
        XCTAssertEqual(log.renderer.events.filter { $0 == .interrupted }.count, 1)
    }

    func test_screenCommands_goToTheNavigator() {
        let (sut, log) = makeSUT()

        sut.perform(.back)

        XCTAssertEqual(log.renderer.events.last, .notice(.alreadyAtRoot))
        XCTAssertEqual(log.entries, [])
    }

    func test_watchAndUnwatch_turnTheWatchOnAndOff() {
        let (sut, log) = makeSUT()

        sut.perform(.watch)
        sut.perform(.unwatch)

        XCTAssertEqual(log.entries, ["watching true", "watching false"])
    }

    func test_promptName_isTheScreenInFronts() {
        let (sut, _) = makeSUT(promptName: "feed")

        XCTAssertEqual(sut.promptName, "feed")
    }

    // MARK: - Helpers

    private func makeSUT(
        isInteractive: Bool = true, lastFeedLoadFailed: Bool = false, promptName: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> (sut: AppSession, log: SessionLog) {
        let log = SessionLog()
        let screen = ListScreen(title: "Feed", renderer: log.renderer)
        screen.promptName = promptName
        screen.onHide = { [weak log] in log?.entries.append("hide") }
        let navigator = ScreenNavigator(root: screen, renderer: log.renderer)
        let sut = AppSession(
            navigator: navigator, renderer: log.renderer, isInteractive: isInteractive,
            lastFeedLoadFailed: { lastFeedLoadFailed },
            beforeExit: { [weak log] in log?.entries.append("before exit") },
            terminate: { [weak log] status in log?.entries.append("terminate \(status)") },
            setWatching: { [weak log] isOn in log?.entries.append("watching \(isOn)") })
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(navigator, file: file, line: line)
        trackForMemoryLeaks(log, file: file, line: line)
        return (sut, log)
    }

    /// What the session did as it ended the app, in order, and what it rendered.
    private final class SessionLog {
        let renderer = ScreenRendererSpy()
        var entries = [String]()
    }
}
