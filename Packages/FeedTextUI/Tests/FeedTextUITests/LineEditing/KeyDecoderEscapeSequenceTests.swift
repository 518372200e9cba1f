import FeedTextUI
import XCTest

final class KeyDecoderEscapeSequenceTests: XCTestCase {
    func test_decode_deliversCursorKeysInCSIAndSS3Forms() {
        XCTAssertEqual(keys(of: ["\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D"]), [.up, .down, .right, .left])
        XCTAssertEqual(keys(of: ["\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD"]), [.up, .down, .right, .left])
    }

    func test_decode_deliversHomeEndAndDeleteInEveryCommonForm() {
        let homes = ["\u{1B}[H", "\u{1B}[1~", "\u{1B}[7~", "\u{1B}OH"]
        let ends = ["\u{1B}[F", "\u{1B}[4~", "\u{1B}[8~", "\u{1B}OF"]

        XCTAssertEqual(keys(of: [homes.joined()]), Array(repeating: .home, count: 4))
        XCTAssertEqual(keys(of: [ends.joined()]), Array(repeating: .end, count: 4))
        XCTAssertEqual(keys(of: ["\u{1B}[3~"]), [.delete])
    }

    func test_decode_completesAnEscapeSequenceSplitAcrossChunks() {
        XCTAssertEqual(keys(of: ["a\u{1B}", "[", "3", "~b"]), [.text("a"), .delete, .text("b")])
    }

    func test_decode_consumesUnknownSequencesWholeAndIgnoresThem() {
        let unknown = ["\u{1B}[1;5C", "\u{1B}[15~", "\u{1B}OP", "\u{1B}O5P", "\u{1B}[<0;12;3M", "\u{1B}[200;1~"]

        XCTAssertEqual(keys(of: ["a" + unknown.joined() + "b"]), [.text("ab")])
    }

    func test_decode_ignoresAltWithAKey() {
        XCTAssertEqual(keys(of: ["\u{1B}b\u{1B}fx"]), [.text("x")])
    }

    func test_decode_keepsALoneEscapePendingUntilFlushed() {
        var sut = KeyDecoder()

        XCTAssertEqual(sut.decode(Array("a\u{1B}".utf8)), [.text("a")])
        XCTAssertTrue(sut.isAwaitingMore)
        XCTAssertEqual(sut.flush(), [])
        XCTAssertFalse(sut.isAwaitingMore)
        XCTAssertEqual(sut.decode(Array("[A".utf8)), [.text("[A")])
    }

    func test_decode_takesAControlByteAfterAnEscapeAsItself() {
        XCTAssertEqual(keys(of: ["\u{1B}\r", "\u{1B}[\u{03}", "\u{1B}\u{1B}[D"]), [.enter, .control(.c), .left])
    }

    func test_decode_deliversABracketedPasteAsOneKeyWithItsLineBreaks() {
        XCTAssertEqual(
            keys(of: ["x\u{1B}[200~more\r\n\u{1B}[", "Aa\u{1B}[20", "1~y"]),
            [.text("x"), .paste("more\r\n\u{1B}[Aa"), .text("y")])
    }

    func test_decode_keepsAtMostALineOfAPaste_andFlushDeliversAnUnfinishedOne() {
        var sut = KeyDecoder()
        let huge = [UInt8](repeating: UInt8(ascii: "x"), count: 100_000)

        XCTAssertEqual(sut.decode(Array("\u{1B}[200~".utf8) + huge), [])
        XCTAssertTrue(sut.isAwaitingMore)
        XCTAssertEqual(sut.flush(), [.paste(String(repeating: "x", count: 4096))])
    }
}
