import Synchronization
import TestSupport
import XCTest

@testable import FeedScreens

final class EndOfInputObservingReaderTests: XCTestCase {
    func test_start_passesEveryEventOnUnchangedAndInOrder() {
        let (sut, reader, log) = makeSUT()

        sut.start(onEvent: log.event)
        reader.type("refresh")
        reader.type("")
        reader.type("more")
        reader.close()

        XCTAssertEqual(log.events, [.line("refresh"), .line(""), .line("more"), .endOfInput])
    }

    func test_start_passesAnOverlongLineOnUnchanged() {
        let (sut, reader, log) = makeSUT()

        sut.start(onEvent: log.event)
        reader.send(.overlongLine)

        XCTAssertEqual(log.events, [.overlongLine])
        XCTAssertEqual(log.entries, ["event overlongLine"])
    }

    func test_onEndOfInput_isNotCalledForLines() {
        let (sut, reader, log) = makeSUT()

        sut.start(onEvent: log.event)
        reader.type("refresh")
        reader.send(.overlongLine)

        XCTAssertFalse(log.entries.contains("end of input"), "Expected no end of input for lines")
    }

    func test_onEndOfInput_isCalledOnceAsTheEndOfInputPassesBeforeItIsForwarded() {
        let (sut, reader, log) = makeSUT()

        sut.start(onEvent: log.event)
        reader.type("refresh")
        reader.close()

        XCTAssertEqual(log.entries, ["event line(\"refresh\")", "end of input", "event endOfInput"])
    }

    func test_start_beforeAnyEventCallsNothing() {
        let (sut, _, log) = makeSUT()

        sut.start(onEvent: log.event)

        XCTAssertEqual(log.entries, [])
    }

    // MARK: - Helpers

    private func makeSUT(
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: EndOfInputObservingReader, reader: InputReaderSpy, log: EventLog) {
        let reader = InputReaderSpy()
        let log = EventLog()
        let sut = EndOfInputObservingReader(reader: reader, onEndOfInput: log.endOfInput)
        trackForMemoryLeaks(reader, file: file, line: line)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, reader, log)
    }

    /// Stands in for standard input: the test sends any event, on its own thread.
    private final class InputReaderSpy: InputLineReader, Sendable {
        private let handler = Mutex<(@Sendable (InputEvent) -> Void)?>(nil)

        func start(onEvent: @escaping @Sendable (InputEvent) -> Void) {
            handler.withLock { $0 = onEvent }
        }

        func type(_ line: String) { send(.line(line)) }

        func close() { send(.endOfInput) }

        func send(_ event: InputEvent) { handler.withLock { $0 }?(event) }
    }
}

/// One log of the events forwarded and the calls to `onEndOfInput`, in the order they happened.
private final class EventLog: Sendable {
    private let log = Mutex<[(entry: String, event: InputEvent?)]>([])

    var entries: [String] { log.withLock { $0.map(\.entry) } }
    var events: [InputEvent] { log.withLock { $0.compactMap(\.event) } }

    func event(_ event: InputEvent) { log.withLock { $0.append(("event \(event)", event)) } }

    func endOfInput() { log.withLock { $0.append(("end of input", nil)) } }
}
