import FeedScreens
import XCTest

final class InputLineSplitterTests: XCTestCase {
    func test_append_reportsEachLineWithoutItsNewlineOrCarriageReturn() {
        XCTAssertEqual(events(of: ["more\nc 1\r\n", "\n"]), [.line("more"), .line("c 1"), .line("")])
    }

    func test_append_joinsALineSplitAcrossReads() {
        XCTAssertEqual(events(of: ["ref", "re", "sh\nq"]), [.line("refresh")])
    }

    func test_finish_reportsALastLineWithoutANewline() {
        XCTAssertEqual(events(of: ["more\nquit"], finishing: true), [.line("more"), .line("quit")])
        XCTAssertEqual(events(of: ["more\n"], finishing: true), [.line("more")])
    }

    func test_append_acceptsALineOfTheMaximumLength() {
        let longest = String(repeating: "a", count: InputLineSplitter.maximumLineLength)

        XCTAssertEqual(events(of: [longest + "\n"]), [.line(longest)])
    }

    func test_append_dropsALineOverTheMaximumUpToItsNewlineAndReportsIt() {
        let overlong = String(repeating: "a", count: InputLineSplitter.maximumLineLength + 1)

        XCTAssertEqual(events(of: [overlong, overlong, "\nquit\n"]), [.overlongLine, .line("quit")])
        XCTAssertEqual(events(of: [overlong], finishing: true), [.overlongLine])
    }

    func test_append_holdsNoMoreThanOneLineOfAnOverlongLine() {
        var sut = InputLineSplitter()
        // 3.2 MB, 800 times the longest line: as telling as 50 MB, in a twentieth of the time.
        let block = [UInt8](repeating: UInt8(ascii: "x"), count: 64 * 1024)
        var received = [InputEvent]()

        for _ in 0..<50 { sut.append(block) { received.append($0) } }
        sut.append([UInt8(ascii: "\n")]) { received.append($0) }

        XCTAssertEqual(received, [.overlongLine])
    }

    private func events(of pieces: [String], finishing: Bool = false) -> [InputEvent] {
        var sut = InputLineSplitter()
        var received = [InputEvent]()
        for piece in pieces {
            sut.append(Array(piece.utf8)) { received.append($0) }
        }
        if finishing { sut.finish { received.append($0) } }
        return received
    }
}
