import Foundation
import XCTest

@testable import feed_tty

final class LineEditorTerminalModeTests: XCTestCase {
    func test_take_switchesToRawModeWritingNothing_markPastesAsksTheDisplayToMarkPastes() throws {
        let terminal = try PseudoTerminal()
        let sut = try makeSUT(terminal)

        XCTAssertTrue(sut.take())
        XCTAssertEqual(try terminal.settings().c_lflag & tcflag_t(ICANON | ECHO), 0)
        sut.markPastes()

        XCTAssertEqual(
            try terminal.readController(), Array("\u{1B}[?2004h".utf8), "Expected the marks once, asked for alone")
    }

    func test_giveBack_putsTheTerminalBackAsItWasAndStopsThePasteMarks_anyNumberOfTimes() throws {
        let terminal = try PseudoTerminal()
        let original = try terminal.settings()
        let sut = try makeSUT(terminal)
        XCTAssertTrue(sut.take())
        sut.markPastes()
        _ = try terminal.readController()

        sut.giveBack()
        sut.giveBack()

        XCTAssertTrue(same(try terminal.settings(), original))
        XCTAssertEqual(try terminal.readController(), Array("\u{1B}[?2004l\u{1B}[?2004l".utf8))
    }

    private func makeSUT(_ terminal: PseudoTerminal) throws -> LineEditorTerminalMode {
        LineEditorTerminalMode(
            rawMode: try XCTUnwrap(RawTerminalMode(fileDescriptor: terminal.follower)), display: terminal.follower)
    }

    private func same(_ first: termios, _ second: termios) -> Bool {
        withUnsafeBytes(of: first) { first in withUnsafeBytes(of: second) { first.elementsEqual($0) } }
    }
}
