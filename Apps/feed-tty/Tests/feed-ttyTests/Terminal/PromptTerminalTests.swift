import Foundation
import XCTest

@testable import feed_tty

final class PromptTerminalTests: XCTestCase {
    func test_init_isNilWhenInputIsNotATerminal() {
        let pipe = Pipe()

        XCTAssertNil(PromptTerminal(typingAt: pipe.fileHandleForReading.fileDescriptor))
    }

    func test_init_opensTheTerminalTypedAt_whenNeitherStandardOutputNorErrorIsIt() throws {
        let terminal = try PseudoTerminal()

        let sut = try XCTUnwrap(PromptTerminal(typingAt: terminal.follower))
        defer { close(sut.fileDescriptor) }

        XCTAssertFalse(sut.isStandardOutput)
        XCTAssertFalse([STDOUT_FILENO, STDERR_FILENO].contains(sut.fileDescriptor))
        XCTAssertEqual(write(sut.fileDescriptor, "feed> ", 6), 6)
        XCTAssertEqual(try terminal.readController(), Array("feed> ".utf8))
    }
}
