import FeedScreens
import FeedTextUI
import TestSupport
import TextUITestSupport
import XCTest

final class InteractivePromptTests: XCTestCase {
    func test_write_passesOutputUnchangedBeforeThePromptIsShown() {
        let (sut, terminal, _) = makeSUT()

        sut.write("Loading…\n")

        XCTAssertEqual(terminal.text, "Loading…\n")
    }

    func test_write_printsOutputAboveThePromptLineAndRedrawsItWithWhatIsTyped() {
        let (sut, terminal, _) = makeSUT()
        sut.showPrompt("> ")
        sut.receive(Array("mo".utf8))
        let printedBefore = terminal.text.count

        sut.write("3. image: JPEG 640x480\n")

        XCTAssertEqual(
            String(terminal.text.dropFirst(printedBefore)),
            "\r␛[K3. image: JPEG 640x480\n\r> mo␛[K".replacingOccurrences(of: "␛", with: "\u{1B}"))
    }

    func test_write_holdsAnUnfinishedLineUntilItEnds() {
        let (sut, terminal, _) = makeSUT()
        sut.showPrompt("> ")
        let printedBefore = terminal.text.count

        sut.write("half ")
        XCTAssertEqual(String(terminal.text.dropFirst(printedBefore)), "")

        sut.write("and whole\n")
        XCTAssertEqual(String(terminal.text.dropFirst(printedBefore)), "\r\u{1B}[Khalf and whole\n\r> \u{1B}[K")
    }

    func test_enter_leavesTheLineOnScreenReportsItAndPrintsTheCommandsOutputBeforeTheNextPrompt() {
        let (sut, terminal, events) = makeSUT()
        sut.showPrompt("> ")
        sut.receive(Array("more".utf8))
        let printedBefore = terminal.text.count

        sut.receive([13])
        sut.write("Loading more…\n")
        sut.showPrompt("comments 3> ")

        XCTAssertEqual(
            String(terminal.text.dropFirst(printedBefore)),
            "\r\u{1B}[K> more\n" + "Loading more…\n" + "\rcomments 3> \u{1B}[K")
        XCTAssertEqual(events.received, [.line("more")])
        XCTAssertEqual(sut.history.entries, ["more"])
    }

    func test_ctrlC_clearsATypedLineAndReportsAnInterruptOnAnEmptyOne() {
        let (sut, terminal, events) = makeSUT()
        sut.showPrompt("> ")
        sut.receive(Array("refr".utf8))

        sut.receive([3])
        XCTAssertTrue(terminal.text.hasSuffix("\r> \u{1B}[K"), terminal.text.debugDescription)
        XCTAssertEqual(events.received, [])

        sut.receive([3])
        XCTAssertEqual(events.received, [.interrupt])
    }

    func test_ctrlD_onAnEmptyLineEndsThePromptLineAndReportsTheEndOfInput() {
        let (sut, terminal, events) = makeSUT()
        sut.showPrompt("> ")
        let printedBefore = terminal.text.count

        sut.receive([4])
        sut.write("after\n")

        XCTAssertEqual(String(terminal.text.dropFirst(printedBefore)), "\r\u{1B}[K> \n" + "after\n")
        XCTAssertEqual(events.received, [.endOfInput])
    }

    func test_closePrompt_erasesThePromptLineSoTheShellStartsOnALineOfItsOwn() {
        let (sut, terminal, _) = makeSUT()
        sut.showPrompt("> ")
        let printedBefore = terminal.text.count

        sut.closePrompt()
        sut.showPrompt("> ")

        XCTAssertEqual(String(terminal.text.dropFirst(printedBefore)), "\r\u{1B}[K")
    }

    func test_tab_listsSeveralMatchingCommandsAboveThePrompt() {
        let (sut, terminal, _) = makeSUT(commands: ["refresh", "retry"])
        sut.showPrompt("> ")
        sut.receive(Array("r".utf8))
        let printedBefore = terminal.text.count

        sut.receive([9])

        XCTAssertTrue(
            String(terminal.text.dropFirst(printedBefore)).hasPrefix("\r\u{1B}[Krefresh  retry\n"),
            String(terminal.text.dropFirst(printedBefore)).debugDescription)
        XCTAssertTrue(
            String(terminal.text.dropFirst(printedBefore)).hasSuffix("\r> re\u{1B}[K"),
            String(terminal.text.dropFirst(printedBefore)).debugDescription)
    }

    func test_escAlone_isDroppedOnceNoSequenceFollows_andTheNextKeyIsTyped() {
        let (sut, _, events) = makeSUT()
        sut.showPrompt("> ")

        sut.receive([0x1B])
        XCTAssertTrue(sut.isAwaitingKeys)
        sut.finishPendingKeys()
        sut.receive(Array("r\r".utf8))

        XCTAssertEqual(events.received, [.line("r")])
    }

    // MARK: - Helpers

    private final class EventsSpy {
        var received = [InputEvent]()
    }

    private func makeSUT(commands: [String] = [], file: StaticString = #filePath, line: UInt = #line)
        -> (InteractivePrompt, TextBuffer, EventsSpy)
    {
        let terminal = TextBuffer()
        let events = EventsSpy()
        let sut = InteractivePrompt(terminal: terminal, editor: LineEditor(commands: commands), columns: { 40 })
        sut.onEvent = { [events] in events.received.append($0) }
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(terminal, file: file, line: line)
        return (sut, terminal, events)
    }
}
