import FeedScreens
import FeedTextUI
import TestSupport
import TextUITestSupport
import XCTest

final class CommandLoopTests: XCTestCase {
    func test_scriptedLine_isPerformedAtOnceWhenIdle() {
        let (sut, output, performed) = makeSUT(isInteractive: false)

        sut.receive(.line("refresh"))

        XCTAssertEqual(performed.commands, [.refresh])
        XCTAssertEqual(output.text, "", "Expected no prompt for scripted input")
    }

    func test_overlongLine_getsAHintInItsTurnAndPerformsNothing() {
        let (sut, output, performed) = makeSUT(isInteractive: false)
        sut.setBusy(true)

        sut.receive(.overlongLine)
        sut.receive(.line("refresh"))
        XCTAssertEqual(output.text, "", "Expected the hint to wait its turn like a command")

        sut.setBusy(false)
        XCTAssertEqual(output.text, "A line longer than 4,096 bytes was ignored: commands are short.\n")
        XCTAssertEqual(performed.commands, [.refresh])
    }

    func test_scriptedLines_waitUntilTheAppSettles() {
        let (sut, _, performed) = makeSUT(isInteractive: false)
        sut.setBusy(true)

        sut.receive(.line("refresh"))
        sut.receive(.line("quit"))
        XCTAssertEqual(performed.commands, [])

        sut.setBusy(false)
        XCTAssertEqual(performed.commands, [.refresh, .quit])
    }

    func test_scriptedLines_waitUntilImagesHaveSettled_soNoCommandAbandonsWhatTheScreenShows() {
        let (sut, _, performed) = makeSUT(isInteractive: false)
        sut.setBackgroundWork(true)

        sut.receive(.line("more"))
        sut.receive(.line("retry 2"))
        sut.receive(.line("comments 1"))
        XCTAssertEqual(performed.commands, [])

        sut.setBackgroundWork(false)
        XCTAssertEqual(performed.commands, [.more, .retry(2), .comments(1)])
    }

    func test_interactiveLines_doNotWaitForImages() {
        let (sut, _, performed) = makeSUT(isInteractive: true)
        sut.setBackgroundWork(true)

        sut.receive(.line("comments 1"))

        XCTAssertEqual(performed.commands, [.comments(1)])
    }

    func test_scriptedLines_stopDrainingWhenACommandMakesTheAppBusy() {
        var sut: CommandLoop!
        let performed = CommandsSpy()
        sut = CommandLoop(renderer: TextScreenRenderer(output: TextBuffer(), style: .plain), isInteractive: false) {
            command in
            performed.commands.append(command)
            if command == .refresh { sut.setBusy(true) }
        }
        sut.setBusy(true)
        sut.receive(.line("refresh"))
        sut.receive(.line("quit"))

        sut.setBusy(false)
        XCTAssertEqual(performed.commands, [.refresh])

        sut.setBusy(false)
        XCTAssertEqual(performed.commands, [.refresh, .quit])
    }

    func test_scriptedEndOfInput_isNotTakenWhileACommandIsStillChangingWhatIsBusy() {
        var sut: CommandLoop!
        let performed = CommandsSpy()
        sut = CommandLoop(renderer: TextScreenRenderer(output: TextBuffer(), style: .plain), isInteractive: false) {
            command in
            performed.commands.append(command)
            guard command == .refresh else { return }
            sut.setBusy(false)  // a refresh first cancels what the old screen was loading…
            sut.setBusy(true)  // …then starts loading the feed
        }
        sut.setBusy(true)
        sut.receive(.line("refresh"))
        sut.receive(.endOfInput)

        sut.setBusy(false)
        XCTAssertEqual(performed.commands, [.refresh], "Expected no quit while the refreshed feed loads")

        sut.setBusy(false)
        XCTAssertEqual(performed.commands, [.refresh, .quit])
    }

    func test_scriptedEndOfInput_quitsOnlyOnceEverythingHasSettled() {
        let (sut, _, performed) = makeSUT(isInteractive: false)
        sut.setBusy(true)

        sut.receive(.line("refresh"))
        sut.receive(.endOfInput)
        XCTAssertEqual(performed.commands, [])

        sut.setBusy(false)
        XCTAssertEqual(performed.commands, [.refresh, .quit])
    }

    func test_scriptedEndOfInput_doesNotQuitWhileTheAppOutlivesItsInput() {
        var isWatching = true
        let performed = CommandsSpy()
        let sut = CommandLoop(
            renderer: TextScreenRenderer(output: TextBuffer(), style: .plain), isInteractive: false,
            outlivesEndOfInput: { isWatching }, perform: { performed.commands.append($0) })

        sut.receive(.line("refresh"))
        sut.receive(.endOfInput)
        sut.setBusy(true)
        sut.setBusy(false)
        XCTAssertEqual(performed.commands, [.refresh], "Expected a watch in a pipe to go on")

        isWatching = false
        sut.receive(.line("more"))
        XCTAssertEqual(performed.commands, [.refresh, .more, .quit])
    }

    func test_interactiveLine_isPerformedEvenWhileBusy() {
        let (sut, _, performed) = makeSUT(isInteractive: true)
        sut.setBusy(true)

        sut.receive(.line("r"))

        XCTAssertEqual(performed.commands, [.refresh])
    }

    func test_interactive_showsPromptOnlyWhenIdle() {
        let (sut, output, _) = makeSUT(isInteractive: true)

        sut.setBusy(true)
        XCTAssertEqual(output.text, "")

        sut.setBusy(false)
        XCTAssertEqual(output.text, "feed> ")

        sut.receive(.line(""))
        XCTAssertEqual(output.text, "feed> feed> ")
    }

    func test_interactive_withAPromptThatCannotStayShown_waitsForImagesBeforeThePrompt() {
        let (sut, output, _) = makeSUT(isInteractive: true)
        sut.setBusy(true)
        sut.setBackgroundWork(true)

        sut.setBusy(false)
        XCTAssertEqual(output.text, "", "Expected no prompt for an image's line to interrupt")

        sut.setBackgroundWork(false)
        XCTAssertEqual(output.text, "feed> ")
    }

    func test_interactive_withAPromptThatStaysShown_showsItWhileImagesLoad() {
        let (sut, output, _) = makeSUT(isInteractive: true, keepsPromptShown: true)
        sut.setBackgroundWork(true)

        sut.receive(.line(""))
        sut.setBackgroundWork(false)

        XCTAssertEqual(output.text, "feed> ", "Expected the prompt at once, and once")
    }

    func test_interactiveEndOfInput_quitsAtOnce() {
        let (sut, _, performed) = makeSUT(isInteractive: true)
        sut.setBusy(true)

        sut.receive(.endOfInput)

        XCTAssertEqual(performed.commands, [.quit])
    }

    func test_unknownInput_printsASanitizedHintAndPerformsNothing() {
        let (sut, output, performed) = makeSUT(isInteractive: false)

        sut.receive(.line("fetch\u{1B}[2J"))

        XCTAssertEqual(performed.commands, [])
        XCTAssertEqual(output.lines, ["Unknown command “fetch␛[2J”. Type “help” to see the commands.", ""])
    }

    func test_numberedCommandWithoutANumber_printsHowToUseItAndPerformsNothing() {
        let (sut, output, performed) = makeSUT(isInteractive: false)

        sut.receive(.line("retry"))

        XCTAssertEqual(performed.commands, [])
        XCTAssertEqual(output.lines, ["Type “retry N” with the number of an item, for example “retry 3”.", ""])
    }

    func test_scriptedEndOfInput_waitsForBackgroundWorkToo() {
        let (sut, _, performed) = makeSUT(isInteractive: false)
        sut.setBackgroundWork(true)

        sut.receive(.line("refresh"))
        sut.receive(.endOfInput)
        XCTAssertEqual(performed.commands, [])

        sut.setBackgroundWork(false)
        XCTAssertEqual(performed.commands, [.refresh, .quit])
    }

    func test_help_printsEveryCommandWithoutPerformingAnything() {
        let (sut, output, performed) = makeSUT(isInteractive: false)

        sut.receive(.line("?"))

        XCTAssertEqual(performed.commands, [])
        assertTextSnapshot(output.text, named: "help")
    }

    // MARK: - Helpers

    private func makeSUT(
        isInteractive: Bool,
        keepsPromptShown: Bool = false,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: CommandLoop, output: TextBuffer, performed: CommandsSpy) {
        let output = TextBuffer()
        let performed = CommandsSpy()
        let sut = CommandLoop(
            renderer: TextScreenRenderer(output: output, style: .plain), isInteractive: isInteractive,
            keepsPromptShown: keepsPromptShown
        ) { [performed] command in
            performed.commands.append(command)
        }
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(output, file: file, line: line)
        trackForMemoryLeaks(performed, file: file, line: line)
        return (sut, output, performed)
    }

    private final class CommandsSpy {
        var commands = [Command]()
    }
}
