import TerminalGraphics
import XCTest

@testable import feed_tty

/// The XTSMGRAPHICS answers among the terminal's answers: the sixel geometry and colour registers
/// a picture is fitted to, and xterm's defaults for what is not answered.
final class TerminalGraphicsReplyParserSixelLimitsTests: XCTestCase {
    func test_parse_findsTheGeometryAndRegistersXtermVT340Answers() {
        // XTerm 379 -ti vt340 at 200 × 40 cells of 6 × 13 pixels, as measured: the geometry is the
        // window's, within maxGraphicSize (1000 × 1000).
        let reply = parse("\u{1B}[?2;0;1000;520S\u{1B}[?1;0;1024S\u{1B}[?63;1;2;4;6;9;15;16;22;28c")

        XCTAssertEqual(
            reply.capabilities.sixelLimits, SixelLimits(maxWidth: 1000, maxHeight: 520, colorRegisters: 1024))
        XCTAssertTrue(reply.capabilities.sixel)
        XCTAssertTrue(reply.isComplete)
        XCTAssertEqual(reply.typedAhead, [])
    }

    func test_parse_keepsXtermsDefaultsOnNoAnswer() {
        let reply = parse("\u{1B}[?62;4;22c")

        XCTAssertEqual(reply.capabilities.sixelLimits, .xtermDefaults)
        XCTAssertEqual(TerminalGraphicsCapabilities.none.sixelLimits, .xtermDefaults)
    }

    func test_parse_takesEachAnswerAlone_andTheDefaultForTheOther() {
        XCTAssertEqual(
            parse("\u{1B}[?1;0;16S\u{1B}[?62;4c").capabilities.sixelLimits,
            SixelLimits(maxWidth: 1000, maxHeight: 1000, colorRegisters: 16))
        XCTAssertEqual(
            parse("\u{1B}[?2;0;1920;1080S\u{1B}[?62;4c").capabilities.sixelLimits,
            SixelLimits(maxWidth: 1920, maxHeight: 1080, colorRegisters: 1024))
    }

    func test_parse_keepsTheDefaultsForAnErrorStatusAnOddOrAZeroValue_andConsumesTheAnswer() {
        let answers = [
            "\u{1B}[?2;1;0S", "\u{1B}[?1;3;0S", "\u{1B}[?2;0;0;480S", "\u{1B}[?2;0;640S", "\u{1B}[?1;0;0S",
            "\u{1B}[?1;0;1:6S", "\u{1B}[?1;0;16;16S", "\u{1B}[?3;0;800;480S", "\u{1B}[?2;0;9999999999;480S",
        ]
        for answer in answers {
            let reply = parse(answer + "\u{1B}[?62;4c")

            XCTAssertEqual(reply.capabilities.sixelLimits, .xtermDefaults, answer)
            XCTAssertEqual(reply.typedAhead, [], answer)
            XCTAssertTrue(reply.isComplete, answer)
        }
    }

    func test_parse_handsOnAControlSequenceEndingInSWithoutTheQuestionMarkAsAKey() {
        // Shift+F4 in some keyboard modes.
        let reply = parse("\u{1B}[1;2S\u{1B}[?62;4c")

        XCTAssertEqual(reply.typedAhead, bytes("\u{1B}[1;2S"))
        XCTAssertEqual(reply.capabilities.sixelLimits, .xtermDefaults)
    }

    func test_parse_isIncompleteAtEveryCutOfTheAnswersSplitAcrossReads() {
        let answers = bytes("\u{1B}[?2;0;1000;520S\u{1B}[?1;0;1024S\u{1B}[?63;4c")
        for cut in 0..<answers.count {
            let reply = TerminalGraphicsReplyParser.parse(Array(answers[..<cut]))

            XCTAssertFalse(reply.isComplete, "cut at \(cut)")
            XCTAssertEqual(reply.typedAhead, [], "cut at \(cut)")
        }
    }

    func test_thumbnails_carryTheLimitsTheTerminalAnswered() {
        var capabilities = TerminalGraphicsCapabilities(sixel: true)
        capabilities.sixelLimits = SixelLimits(maxWidth: 800, maxHeight: 480, colorRegisters: 64)

        let thumbnails = ThumbnailSettings.thumbnails(
            .auto, rows: 8, environment: ["TERM": "xterm"], isColorTerminal: true, capabilities: capabilities)

        XCTAssertEqual(thumbnails?.style, .sixel)
        XCTAssertEqual(thumbnails?.sixelLimits, capabilities.sixelLimits)
        XCTAssertEqual(thumbnails?.renderer(forColumns: 100).sixelLimits, capabilities.sixelLimits)
    }

    // MARK: - Helpers

    private func parse(_ text: String) -> TerminalGraphicsReplyParser.Reply {
        TerminalGraphicsReplyParser.parse(bytes(text))
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
