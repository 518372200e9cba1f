import Foundation
import XCTest

@testable import feed_tty

final class RawTerminalModeTests: XCTestCase {
    func test_init_isNilForWhatIsNotATerminal() {
        let pipe = Pipe()

        XCTAssertNil(RawTerminalMode(fileDescriptor: pipe.fileHandleForReading.fileDescriptor))
    }

    func test_enter_readsKeysUnbufferedUnechoedAndWithoutSignalsButKeepsOutputProcessing() throws {
        let terminal = try PseudoTerminal()
        let sut = try XCTUnwrap(RawTerminalMode(fileDescriptor: terminal.follower))

        XCTAssertTrue(sut.enter())

        let settings = try terminal.settings()
        for (flag, name) in [(ICANON, "ICANON"), (ECHO, "ECHO"), (ISIG, "ISIG"), (IEXTEN, "IEXTEN")] {
            XCTAssertEqual(settings.c_lflag & tcflag_t(flag), 0, name)
        }
        XCTAssertEqual(settings.c_iflag & tcflag_t(IXON | ICRNL), 0, "IXON, ICRNL")
        XCTAssertNotEqual(settings.c_oflag & tcflag_t(OPOST), 0, "OPOST")
        XCTAssertEqual(controlCharacter(VMIN, of: settings), 1)
        XCTAssertEqual(controlCharacter(VTIME, of: settings), 0)
    }

    func test_enter_deliversCtrlCAndAKeyWithoutANewlineAsBytes() throws {
        let terminal = try PseudoTerminal()
        let sut = try XCTUnwrap(RawTerminalMode(fileDescriptor: terminal.follower))
        sut.enter()

        try terminal.type([0x03, UInt8(ascii: "a")])

        XCTAssertEqual(try terminal.readFollower(count: 2), [0x03, UInt8(ascii: "a")])
        XCTAssertEqual(try terminal.readController(), [], "nothing echoed")
    }

    func test_enter_keepsALineFeedWrittenStartingTheNextLineAtItsFirstColumn() throws {
        let terminal = try PseudoTerminal()
        let sut = try XCTUnwrap(RawTerminalMode(fileDescriptor: terminal.follower))
        sut.enter()

        XCTAssertEqual(write(terminal.follower, "x\n", 2), 2)

        XCTAssertEqual(try terminal.readController(), Array("x\r\n".utf8))
    }

    func test_reenter_switchesToRawModeFromAThreadThatBlocksSignals_andLeavesItsSignalMaskAsItWas() throws {
        let terminal = try PseudoTerminal()
        let sut = try XCTUnwrap(RawTerminalMode(fileDescriptor: terminal.follower))
        var backgroundWriteSignal = sigset_t()
        sigemptyset(&backgroundWriteSignal)
        sigaddset(&backgroundWriteSignal, SIGTTOU)
        var mask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &backgroundWriteSignal, &mask)
        defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }

        XCTAssertTrue(sut.reenter())

        XCTAssertEqual(try terminal.settings().c_lflag & tcflag_t(ICANON | ECHO | ISIG), 0)
        var maskAfter = sigset_t()
        pthread_sigmask(SIG_SETMASK, nil, &maskAfter)
        XCTAssertEqual(sigismember(&maskAfter, SIGTTOU), 1, "Expected SIGTTOU blocked again")
    }

    func test_restore_putsBackTheOriginalSettings_anyNumberOfTimes() throws {
        let terminal = try PseudoTerminal()
        let original = try terminal.settings()
        let sut = try XCTUnwrap(RawTerminalMode(fileDescriptor: terminal.follower))

        sut.restore()
        sut.enter()
        sut.restore()
        sut.restore()

        XCTAssertTrue(same(try terminal.settings(), original))
    }

    func test_raw_changesNothingButTheFlagsItNames() {
        var original = termios()
        original.c_lflag = tcflag_t(ICANON | ECHO | ECHOE | ISIG | IEXTEN | TOSTOP)
        original.c_oflag = tcflag_t(OPOST | ONLCR)

        let raw = RawTerminalMode.raw(from: original)

        XCTAssertEqual(raw.c_lflag, tcflag_t(ECHOE | TOSTOP))
        XCTAssertEqual(raw.c_oflag, tcflag_t(OPOST | ONLCR))
    }

    private func controlCharacter(_ index: Int32, of settings: termios) -> cc_t {
        withUnsafeBytes(of: settings.c_cc) { $0[Int(index)] }
    }

    private func same(_ first: termios, _ second: termios) -> Bool {
        withUnsafeBytes(of: first) { first in withUnsafeBytes(of: second) { first.elementsEqual($0) } }
    }
}
