import FeedScreens
import FeedTextUI
import MainQueueTestSupport
import ManualClock
import Synchronization
import TestSupport
import TextUITestSupport
import XCTest

@testable import Composition
@testable import ResourceLoading

/// The prompt at a terminal in its ordinary mode (`TERM=dumb`): written again once output that
/// interrupted it has paused, not after every piece of it; and a line typed tells it Enter was
/// pressed.
final class CookedModeInputAdapterTests: XCTestCase {
    @MainActor
    func test_outputAfterThePrompt_writesThePromptAgainOnceTheOutputHasPaused() async {
        let clock = ManualClock()
        let (sut, prompt, terminal, _) = makeSUT(clock: clock, quietSeconds: 0.4)
        sut.start { _ in }
        prompt.showPrompt("feed> ")

        prompt.write("1. an item\n")
        clock.advance(by: 0.3)
        prompt.write("2. another\n")
        clock.advance(by: 0.3)
        XCTAssertEqual(terminal.text, "feed> \n1. an item\n2. another\n", "Expected no prompt while output goes on")

        clock.advance(by: 0.1)
        XCTAssertEqual(terminal.text, "feed> \n1. an item\n2. another\nfeed> ", "Expected the prompt once, after all")
    }

    @MainActor
    func test_aTypedLine_isPassedOn_andOutputAfterItStartsWhereEnterLeftTheCursor() async {
        let (sut, prompt, terminal, reader) = makeSUT()
        let received = ReceivedEvents()
        sut.start { event in received.append(event) }
        prompt.showPrompt("feed> ")

        reader.type("more")
        await nextMainQueueTurn()
        prompt.write("Loading more…\n")

        XCTAssertEqual(received.events, [.line("more")])
        XCTAssertEqual(terminal.text, "feed> Loading more…\n", "Expected no blank line after the echoed Enter")
    }

    @MainActor
    func test_aTypedLineWithEditingKeys_isPassedOnWithoutTheirEscapeSequences() async {
        let (sut, prompt, _, reader) = makeSUT()
        let received = ReceivedEvents()
        sut.start { event in received.append(event) }
        prompt.showPrompt("feed> ")

        reader.type("he\u{1B}[Dlp")
        await nextMainQueueTurn()

        XCTAssertEqual(received.events, [.line("help")])
    }

    // MARK: - Helpers

    @MainActor
    private func makeSUT(
        clock: ManualClock = ManualClock(), quietSeconds: Double = 0.25, file: StaticString = #filePath,
        line: UInt = #line
    ) -> (CookedModeInputAdapter, CookedModePrompt, TextBuffer, InputLineReaderSpy) {
        let terminal = TextBuffer()
        let prompt = CookedModePrompt(terminal: terminal)
        let reader = InputLineReaderSpy()
        let sut = CookedModeInputAdapter(
            reader: MainQueueDispatchDecorator<any InputLineReader>(decoratee: reader), prompt: prompt,
            scheduler: clock, quietSeconds: quietSeconds)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(prompt, file: file, line: line)
        return (sut, prompt, terminal, reader)
    }

    private final class ReceivedEvents: Sendable {
        private let received = Mutex<[InputEvent]>([])
        var events: [InputEvent] { received.withLock { $0 } }
        func append(_ event: InputEvent) { received.withLock { $0.append(event) } }
    }
}
