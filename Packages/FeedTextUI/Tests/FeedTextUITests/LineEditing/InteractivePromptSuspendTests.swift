import FeedScreens
import FeedTextUI
import TestSupport
import TextUITestSupport
import XCTest

/// Ctrl-Z at the prompt: the process is suspended (the caller's part), and when it goes on the
/// prompt line comes back as it was.
final class InteractivePromptSuspendTests: XCTestCase {
    func test_ctrlZ_suspendsTheProcessLeavingThePromptLineAsItIs_thenRedrawsItWithTheTextAndCursor() {
        let (sut, terminal, suspensions, _) = makeSUT()
        sut.showPrompt("> ")
        sut.receive(Array("more".utf8) + leftArrow)
        let printedBefore = terminal.text.count
        suspensions.onSuspend = { [weak suspensions, weak terminal] in
            suspensions?.printedWhenSuspended = terminal?.text.count
        }

        sut.receive([0x1A])

        XCTAssertEqual(suspensions.count, 1)
        XCTAssertEqual(suspensions.printedWhenSuspended, printedBefore, "Expected nothing written before stopping")
        XCTAssertEqual(String(terminal.text.dropFirst(printedBefore)), "\r> more\u{1B}[K\r\u{1B}[5C")
    }

    func test_suspend_requestedFromElsewhere_suspendsAndRedrawsAsCtrlZDoes() {
        let (sut, terminal, suspensions, _) = makeSUT()
        sut.showPrompt("> ")
        sut.receive(Array("mo".utf8))
        let printedBefore = terminal.text.count

        sut.suspend()

        XCTAssertEqual(suspensions.count, 1)
        XCTAssertEqual(String(terminal.text.dropFirst(printedBefore)), "\r> mo\u{1B}[K")
    }

    func test_outputThatCameWhileStopped_isPrintedAboveTheRedrawnPrompt_andTheLineGoesOn() {
        let (sut, terminal, _, events) = makeSUT()
        sut.showPrompt("> ")
        sut.receive(Array("comm".utf8))
        sut.receive([0x1A])
        let printedBefore = terminal.text.count

        sut.write("11. A page that came meanwhile\n")
        sut.receive(Array("ents 3\r".utf8))

        XCTAssertTrue(
            String(terminal.text.dropFirst(printedBefore)).hasPrefix(
                "\r\u{1B}[K11. A page that came meanwhile\n\r> comm\u{1B}[K"),
            terminal.text.debugDescription)
        XCTAssertEqual(events.received, [.line("comments 3")])
    }

    func test_ctrlZ_whileACommandRuns_suspendsWithoutDrawingAPrompt() {
        let (sut, terminal, suspensions, _) = makeSUT()
        sut.showPrompt("> ")
        sut.receive(Array("more\r".utf8))
        let printedBefore = terminal.text.count

        sut.receive([0x1A])

        XCTAssertEqual(suspensions.count, 1)
        XCTAssertEqual(String(terminal.text.dropFirst(printedBefore)), "")
    }

    func test_suspend_afterThePromptClosed_doesNothing() {
        let (sut, terminal, suspensions, _) = makeSUT()
        sut.showPrompt("> ")
        sut.closePrompt()
        let printedBefore = terminal.text.count

        sut.suspend()

        XCTAssertEqual(suspensions.count, 0)
        XCTAssertEqual(String(terminal.text.dropFirst(printedBefore)), "")
    }

    // MARK: - Helpers

    private let leftArrow: [UInt8] = [0x1B, 0x5B, 0x44]

    private final class SuspensionsSpy {
        var count = 0
        var printedWhenSuspended: Int?
        var onSuspend: () -> Void = {}

        func suspend() {
            count += 1
            onSuspend()
        }
    }

    private final class EventsSpy {
        var received = [InputEvent]()
    }

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line)
        -> (InteractivePrompt, TextBuffer, SuspensionsSpy, EventsSpy)
    {
        let terminal = TextBuffer()
        let suspensions = SuspensionsSpy()
        let events = EventsSpy()
        let sut = InteractivePrompt(
            terminal: terminal, editor: LineEditor(), columns: { 40 }, suspendProcess: suspensions.suspend)
        sut.onEvent = { [events] in events.received.append($0) }
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(terminal, file: file, line: line)
        return (sut, terminal, suspensions, events)
    }
}
