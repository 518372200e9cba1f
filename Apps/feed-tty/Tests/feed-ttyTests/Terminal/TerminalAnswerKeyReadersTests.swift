import FeedTextUI
import Synchronization
import XCTest

@testable import feed_tty

/// The keys the line editor gets once feed-tty has asked the terminal at start.
final class TerminalAnswerKeyReadersTests: XCTestCase {
    func test_typedAhead_isDeliveredFirst_thenTheDecorateesInputAsItComes() {
        let reader = ReaderStub()
        let sut = TypedAheadKeyReader(typedAhead: Array("ls".utf8), reader: reader)
        let received = Received()

        sut.start(onInput: received.append)
        reader.send(.keys(Array("\r".utf8)))
        reader.send(.resized)
        reader.send(.ended)

        XCTAssertEqual(received.inputs, [.keys(Array("ls".utf8)), .keys([0x0D]), .resized, .ended])
    }

    func test_typedAhead_deliversNothingOfItsOwnWhenNothingWasTyped() {
        let reader = ReaderStub()
        let received = Received()

        TypedAheadKeyReader(typedAhead: [], reader: reader).start(onInput: received.append)
        reader.send(.ended)

        XCTAssertEqual(received.inputs, [.ended])
    }

    func test_lateAnswerFilter_dropsAnswersThatComeLate_andPassesKeysAroundThemUnchanged() {
        let reader = ReaderStub()
        let received = Received()
        LateAnswerFilteringKeyReader(reader: reader).start(onInput: received.append)

        reader.send(.keys(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;c".utf8)))
        reader.send(.keys(Array("a\u{1B}[Ab\u{1B}[?62;4c".utf8)))
        reader.send(.keys([0x1B]))
        reader.send(.keys(Array("\u{1B}[200~pasted\u{1B}[201~".utf8)))
        reader.send(.resized)

        XCTAssertEqual(
            received.inputs,
            [
                .keys(Array("a\u{1B}[Ab".utf8)), .keys([0x1B]), .keys(Array("\u{1B}[200~pasted\u{1B}[201~".utf8)),
                .resized,
            ])
    }

    func test_detection_decoratesTheReaderWithTheLateAnswerFilter_onlyWhenTheWaitGaveUp() {
        let answer = Array("\u{1B}[?62;c".utf8)
        for (isAwaitingAnswers, expected) in [
            (true, [TerminalInput.keys(Array("x".utf8))]), (false, [.keys(Array("x".utf8)), .keys(answer)]),
        ] {
            let reader = ReaderStub()
            let received = Received()
            let detection = TerminalGraphicsDetector.Detection(
                typedAhead: Array("x".utf8), isAwaitingAnswers: isAwaitingAnswers)

            detection.keyReader(wrapping: reader).start(onInput: received.append)
            reader.send(.keys(answer))

            XCTAssertEqual(received.inputs, expected, "awaiting answers: \(isAwaitingAnswers)")
        }
    }

    // MARK: - Helpers

    private final class ReaderStub: TerminalInputReader {
        private var onInput: (@Sendable (TerminalInput) -> Void)?

        func start(onInput: @escaping @Sendable (TerminalInput) -> Void) { self.onInput = onInput }

        func send(_ input: TerminalInput) { onInput?(input) }
    }

    /// What the line editor would get, from whichever thread it comes.
    private final class Received: Sendable {
        private let recorded = Mutex<[TerminalInput]>([])

        var inputs: [TerminalInput] { recorded.withLock { $0 } }

        @Sendable func append(_ input: TerminalInput) { recorded.withLock { $0.append(input) } }
    }
}
