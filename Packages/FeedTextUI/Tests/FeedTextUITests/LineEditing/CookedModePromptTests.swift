import FeedTextUI
import TestSupport
import TextUITestSupport
import XCTest

/// The prompt at a terminal in cooked mode (`TERM=dumb`): written as text, the terminal echoing
/// what is typed, and never followed on its line by output.
final class CookedModePromptTests: XCTestCase {
    func test_showPrompt_writesThePromptAsText() {
        let (sut, terminal, _) = makeSUT()

        sut.showPrompt("feed> ")

        XCTAssertEqual(terminal.text, "feed> ")
    }

    func test_outputAfterThePrompt_startsOnALineOfItsOwn_andAsksForThePromptAgain() {
        let (sut, terminal, reshows) = makeSUT()
        sut.showPrompt("feed> ")

        sut.write(" 3. image: PNG 1x1\n")
        sut.write(" 4. image: PNG 1x1\n")

        XCTAssertEqual(terminal.text, "feed> \n 3. image: PNG 1x1\n 4. image: PNG 1x1\n")
        XCTAssertEqual(reshows.count, 2, "Expected each piece of output to put the prompt off again")
    }

    func test_reshowPrompt_writesThePromptAgainUnderTheOutputThatInterruptedIt_once() {
        let (sut, terminal, _) = makeSUT()
        sut.showPrompt("feed> ")
        sut.write(" 3. image: PNG 1x1\n")

        sut.reshowPrompt()
        sut.reshowPrompt()

        XCTAssertEqual(terminal.text, "feed> \n 3. image: PNG 1x1\nfeed> ")
    }

    func test_outputAfterALineWasEntered_isWrittenAsItComes_theEnterEndedThePromptsLine() {
        let (sut, terminal, reshows) = makeSUT()
        sut.showPrompt("feed> ")

        sut.lineEntered()
        sut.write("Commands:\n")
        sut.reshowPrompt()

        XCTAssertEqual(terminal.text, "feed> Commands:\n")
        XCTAssertEqual(reshows.count, 0)
    }

    func test_outputBeforeAnyPrompt_isWrittenAsItComes() {
        let (sut, terminal, reshows) = makeSUT()

        sut.write("My Feed\n")

        XCTAssertEqual(terminal.text, "My Feed\n")
        XCTAssertEqual(reshows.count, 0)
    }

    func test_closePrompt_endsThePromptsLineOnce_soTheShellsPromptStartsOnALineOfItsOwn() {
        let (sut, terminal, _) = makeSUT()
        sut.showPrompt("feed> ")

        sut.closePrompt()
        sut.closePrompt()
        sut.showPrompt("feed> ")

        XCTAssertEqual(terminal.text, "feed> \n")
    }

    func test_closePrompt_rightAfterEnter_addsNoEmptyLine() {
        let (sut, terminal, _) = makeSUT()
        sut.showPrompt("feed> ")
        sut.lineEntered()

        sut.closePrompt()

        XCTAssertEqual(terminal.text, "feed> ")
    }

    func test_entered_dropsTheEscapeSequencesOfEditingKeys_andSaysWhyOnce_wrappedAtTheTerminalsWidth() {
        let (sut, terminal, _) = makeSUT(columns: 40)
        sut.showPrompt("feed> ")

        let first = sut.entered("he\u{1B}[Dx\u{1B}OH\u{1B}[3~lp\u{1B}")
        sut.showPrompt("feed> ")
        let second = sut.entered("m\u{1B}[1;5Core")

        XCTAssertEqual(first, "hexlp")
        XCTAssertEqual(second, "more")
        XCTAssertEqual(
            terminal.text,
            "feed> The arrow and editing keys need a\nterminal that supports them (TERM names\nnone here), so they "
                + "were left out of\nthe line.\nfeed> ")
    }

    func test_entered_keepsALineWithoutEscapeSequencesAsItIs() {
        let (sut, terminal, _) = makeSUT()
        sut.showPrompt("feed> ")

        XCTAssertEqual(sut.entered("  retry 3 "), "  retry 3 ")
        sut.write("output\n")

        XCTAssertEqual(terminal.text, "feed> output\n")
    }

    // MARK: - Helpers

    private final class ReshowRequests {
        var count = 0
    }

    private func makeSUT(columns: Int = 80, file: StaticString = #filePath, line: UInt = #line)
        -> (CookedModePrompt, TextBuffer, ReshowRequests)
    {
        let terminal = TextBuffer()
        let reshows = ReshowRequests()
        let sut = CookedModePrompt(terminal: terminal, columns: { columns })
        sut.onOutputAfterPrompt = { [reshows] in reshows.count += 1 }
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(terminal, file: file, line: line)
        return (sut, terminal, reshows)
    }
}
