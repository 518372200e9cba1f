import SeededRandom
import TerminalGraphics
import XCTest

@testable import feed_tty

final class TerminalGraphicsReplyParserTests: XCTestCase {
    /// What terminals answer to the query with every question, as they send it (kitty 0.26 and
    /// XTerm 379 as measured; the others as documented).
    private let terminals: [(name: String, answers: String, capabilities: TerminalGraphicsCapabilities)] = [
        (
            "kitty", "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;18;9t\u{1B}[?62;c",
            .init(kitty: true, sixel: false, cellPixelSize: .init(width: 9, height: 18))
        ),
        (
            "WezTerm", "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;16;8t\u{1B}[?65;4;6;18;22c",
            .init(kitty: true, sixel: true, cellPixelSize: .init(width: 8, height: 16))
        ),
        // xterm leaves `CSI 16 t` unanswered by default (allowWindowOps), and tells the size in TIOCGWINSZ.
        ("xterm -ti vt340", "\u{1B}[?63;1;2;4;6;9;15;16;22;28c", .init(kitty: false, sixel: true, cellPixelSize: nil)),
        ("xterm", "\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c", .init(kitty: false, sixel: false, cellPixelSize: nil)),
        (
            "foot", "\u{1B}[6;17;9t\u{1B}[?62;4;22;28c",
            .init(kitty: false, sixel: true, cellPixelSize: .init(width: 9, height: 17))
        ),
        ("tmux", "\u{1B}[?1;2c", .none),
    ]

    func test_parse_findsWhatEachTerminalSaysItCanDraw_andThatItHasAnsweredEverything() {
        for terminal in terminals {
            let reply = TerminalGraphicsReplyParser.parse(bytes(terminal.answers))

            XCTAssertEqual(reply.capabilities, terminal.capabilities, terminal.name)
            XCTAssertTrue(reply.isComplete, terminal.name)
            XCTAssertEqual(reply.typedAhead, [], terminal.name)
            XCTAssertEqual(reply.unfinished, [], terminal.name)
        }
    }

    func test_parse_findsKittysProtocolInKittysAnswer() {
        XCTAssertTrue(parse("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;c").capabilities.kitty)
    }

    func test_parse_findsSixelInXtermVT340Attributes() {
        XCTAssertTrue(parse("\u{1B}[?63;1;2;4;6;9;15;16;22;28c").capabilities.sixel)
    }

    func test_parse_findsTheCellSizeAsHeightThenWidthInTheWindowReport() {
        XCTAssertEqual(parse("\u{1B}[6;18;9t\u{1B}[?62c").capabilities.cellPixelSize, .init(width: 9, height: 18))
    }

    func test_parse_findsNothingAndIsIncompleteOnNoAnswer() {
        XCTAssertEqual(parse(""), .init())
    }

    func test_parse_takesTheFirstAttributeForTheTerminalsClassNotForSixel() {
        let vt132 = parse("\u{1B}[?4;6c")

        XCTAssertFalse(vt132.capabilities.sixel)
        XCTAssertTrue(vt132.isComplete)
    }

    func test_parse_isIncompleteAndHandsOnNothing_atEveryCutOfAnAnswerSplitAcrossReads() {
        for terminal in terminals {
            let answers = bytes(terminal.answers)
            for cut in 0..<answers.count {
                let reply = TerminalGraphicsReplyParser.parse(Array(answers[..<cut]))

                XCTAssertFalse(reply.isComplete, "\(terminal.name), first \(cut) bytes")
                XCTAssertEqual(reply.typedAhead, [], "\(terminal.name), first \(cut) bytes")
            }
        }
    }

    func test_parse_keepsTheStartOfAnAnswerCutOffAtTheEndAsUnfinished() {
        XCTAssertEqual(parse("\u{1B}[?62;4").unfinished, bytes("\u{1B}[?62;4"))
        XCTAssertEqual(parse("\u{1B}_Gi=31;O").unfinished, bytes("\u{1B}_Gi=31;O"))
        XCTAssertEqual(parse("\u{1B}").unfinished, [0x1B])
    }

    func test_parse_handsOnKeysTypedBeforeBetweenAndAfterTheAnswers_inOrder() {
        let reply = parse("ls\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[A\u{1B}[6;20;10t\r\u{1B}OP\u{1B}x\u{1B}[?62;c\u{03}more")

        XCTAssertEqual(reply.typedAhead, bytes("ls\u{1B}[A\r\u{1B}OP\u{1B}x\u{03}more"))
        XCTAssertTrue(reply.isComplete)
        XCTAssertTrue(reply.capabilities.kitty)
    }

    func test_parse_handsOnALoneEscBeforeAnAnswer() {
        XCTAssertEqual(parse("\u{1B}\u{1B}[?62;c").typedAhead, [0x1B])
    }

    func test_parse_findsNoKittyProtocolInKittysErrorOrInAnotherQuerysAnswer() {
        for answer in [
            "\u{1B}_Gi=31;ENOTSUPPORTED:no graphics\u{1B}\\", "\u{1B}_Gi=7;OK\u{1B}\\", "\u{1B}_Gi=31\u{1B}\\",
            "\u{1B}_Hi=31;OK\u{1B}\\", "\u{1B}PGi=31;OK\u{1B}\\",
        ] {
            let reply = parse(answer + "\u{1B}[?62;c")

            XCTAssertFalse(reply.capabilities.kitty, answer.debugDescription)
            XCTAssertEqual(reply.typedAhead, [], answer.debugDescription)
        }
    }

    func test_parse_findsNoCellSizeInAnEmptyZeroOrOtherWindowReport() {
        for report in ["\u{1B}[6;0;0t", "\u{1B}[6;;t", "\u{1B}[6;20t", "\u{1B}[4;600;800t", "\u{1B}[6;20;10;1t"] {
            let reply = parse(report + "\u{1B}[?62;c")

            XCTAssertNil(reply.capabilities.cellPixelSize, report.debugDescription)
            XCTAssertEqual(reply.typedAhead, [], report.debugDescription)
        }
    }

    func test_parse_readsAStringEndedByBell() {
        XCTAssertTrue(parse("\u{1B}_Gi=31;OK\u{07}\u{1B}[?62;c").capabilities.kitty)
    }

    func test_parse_dropsAGarbledControlSequence_andReadsTheAnswersAfterIt() {
        let reply = parse("\u{1B}[?6\u{0}\u{1B}[?62;4c")

        XCTAssertTrue(reply.capabilities.sixel)
        XCTAssertTrue(reply.isComplete)
        XCTAssertEqual(reply.typedAhead, [0])
    }

    func test_parse_endsAStringAtTheNextSequence_andReadsThatOnItsOwn() {
        let reply = parse("\u{1B}_Gi=31;OK\u{1B}[?62;4c")

        XCTAssertTrue(reply.capabilities.kitty)
        XCTAssertTrue(reply.capabilities.sixel)
        XCTAssertTrue(reply.isComplete)
    }

    func test_parse_neverHandsOnMoreThanItWasGiven_whateverTheBytes() {
        var generator = SplitMix64(seed: 22)  // the same garbage on every run
        let alphabet = bytes("\u{1B}[]_P\\?;0123456789ctGOKi=\u{07}x")
        for _ in 0..<2000 {
            let garbage = (0..<Int(generator.next() % 40)).map { _ in
                generator.next() % 4 == 0
                    ? UInt8(truncatingIfNeeded: generator.next())
                    : alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }

            let reply = TerminalGraphicsReplyParser.parse(garbage)

            XCTAssertLessThanOrEqual(reply.typedAhead.count + reply.unfinished.count, garbage.count, "\(garbage)")
        }
    }

    // MARK: - Helpers

    private func parse(_ text: String) -> TerminalGraphicsReplyParser.Reply {
        TerminalGraphicsReplyParser.parse(bytes(text))
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
