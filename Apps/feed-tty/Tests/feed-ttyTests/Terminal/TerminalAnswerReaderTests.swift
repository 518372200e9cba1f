import Foundation
import XCTest

@testable import feed_tty

final class TerminalAnswerReaderTests: XCTestCase {
    func test_ask_writesTheQuestionOnce_andReturnsAsSoonAsTheAnswersAreComplete() throws {
        let terminal = try PseudoTerminal()
        try XCTUnwrap(RawTerminalMode(fileDescriptor: terminal.follower)).enter()
        try terminal.type(Array("answer.".utf8))
        let start = ContinuousClock.now

        let answers = TerminalAnswerReader.ask(
            Array("question?".utf8), input: terminal.follower, output: terminal.follower, timeout: .seconds(10),
            isComplete: { $0.last == UInt8(ascii: ".") })

        XCTAssertEqual(answers, Array("answer.".utf8))
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(5), "did not wait for the deadline")
        XCTAssertEqual(try terminal.readController(), Array("question?".utf8))
    }

    func test_ask_givesUpAtTheDeadline_withWhatHasComeSoFar() throws {
        let terminal = try PseudoTerminal()
        try XCTUnwrap(RawTerminalMode(fileDescriptor: terminal.follower)).enter()
        try terminal.type(Array("half".utf8))
        let start = ContinuousClock.now

        let answers = TerminalAnswerReader.ask(
            Array("?".utf8), input: terminal.follower, output: terminal.follower, timeout: .milliseconds(100),
            isComplete: { _ in false })

        let elapsed = ContinuousClock.now - start
        XCTAssertEqual(answers, Array("half".utf8))
        XCTAssertGreaterThanOrEqual(elapsed, .milliseconds(100))
        XCTAssertLessThan(elapsed, .seconds(2))
    }

    func test_ask_readsNothing_whenTheQuestionCannotBeWritten() throws {
        let terminal = try PseudoTerminal()

        let answers = TerminalAnswerReader.ask(
            Array("?".utf8), input: terminal.follower, output: -1, timeout: .seconds(10), isComplete: { _ in false })

        XCTAssertEqual(answers, [])
    }
}
