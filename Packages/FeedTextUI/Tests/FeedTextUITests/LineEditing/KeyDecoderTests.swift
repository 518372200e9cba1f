import FeedTextUI
import XCTest

final class KeyDecoderTests: XCTestCase {
    func test_decode_deliversConsecutivePrintableCharactersAsOneText() {
        XCTAssertEqual(keys(of: ["more 2"]), [.text("more 2")])
    }

    func test_decode_joinsAMultiByteCharacterSplitAcrossChunks() {
        let bytes = Array("é한👍🏽".utf8)
        let chunks = bytes.map { [$0] }

        XCTAssertEqual(keys(ofBytes: chunks).map(joinedText).joined(), "é한👍🏽")
    }

    func test_decode_dropsInvalidUTF8AndC1Controls() {
        XCTAssertEqual(keys(ofBytes: [[0x61, 0xFF, 0x80, 0xC0, 0xAF, 0xC2, 0x9B, 0x62]]), [.text("ab")])
    }

    func test_decode_deliversEnterForCarriageReturnOrLineFeedAndOnceForBoth() {
        XCTAssertEqual(
            keys(of: ["a\rb\nc\r\nd\n\n"]),
            [.text("a"), .enter, .text("b"), .enter, .text("c"), .enter, .text("d"), .enter, .enter])
        XCTAssertEqual(keys(of: ["a\r", "\n"]), [.text("a"), .enter])
    }

    func test_decode_deliversBackspaceForDeleteAndCtrlH_andTab() {
        XCTAssertEqual(keys(ofBytes: [[0x7F, 0x08, 0x09]]), [.backspace, .backspace, .tab])
    }

    func test_decode_deliversTheControlKeysTheEditorKnowsAndIgnoresOthers() {
        let bytes: [UInt8] = [0x01, 0x05, 0x02, 0x06, 0x0B, 0x15, 0x17, 0x0C, 0x03, 0x04, 0x00, 0x07, 0x12, 0x1C]

        XCTAssertEqual(
            keys(ofBytes: [bytes]),
            [
                .control(.a), .control(.e), .control(.b), .control(.f), .control(.k), .control(.u), .control(.w),
                .control(.l), .control(.c), .control(.d),
            ])
    }

    func test_decode_deliversCtrlZ_whichATerminalInRawModeSendsAsAByteNotASignal() {
        XCTAssertEqual(keys(ofBytes: [[0x6D, 0x1A, 0x6F]]), [.text("m"), .control(.z), .text("o")])
    }

    private func joinedText(_ key: Key) -> String {
        if case .text(let text) = key { return text }
        return "<\(key)>"
    }
}
