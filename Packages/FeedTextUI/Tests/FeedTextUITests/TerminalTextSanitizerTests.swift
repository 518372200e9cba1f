import FeedTextUI
import XCTest

final class TerminalTextSanitizerTests: XCTestCase {
    func test_sanitize_keepsPrintableTextFromAnyScript() {
        let text = "Café in Αθήνα — 東京 🌸 ok"

        XCTAssertEqual(TerminalTextSanitizer.sanitize(text), text)
    }

    func test_sanitize_neutralizesEscapeSequencesAndBell() {
        let hostile = "before\u{1B}[2J\u{1B}]0;pwned\u{07}after\u{07}"

        let sanitized = TerminalTextSanitizer.sanitize(hostile)

        XCTAssertEqual(sanitized, "before␛[2J␛]0;pwned␇after␇")
        assertNoControlCharacters(in: sanitized)
    }

    func test_sanitize_neutralizesC1ControlsAndBidirectionalOverrides() {
        let hostile = "a\u{9B}31mb\u{202E}cba\u{202C}\u{2066}d\u{2069}"

        let sanitized = TerminalTextSanitizer.sanitize(hostile)

        XCTAssertEqual(sanitized, "a\u{FFFD}31mb\u{FFFD}cba\u{FFFD}\u{FFFD}d\u{FFFD}")
        assertNoControlCharacters(in: sanitized)
    }

    func test_sanitize_turnsLineBreaksAndTabsIntoSpaces() {
        XCTAssertEqual(TerminalTextSanitizer.sanitize("one\ntwo\r\nthree\tfour"), "one two  three four")
    }

    func test_sanitize_showsOtherC0ControlsAndDeleteAsControlPictures() {
        XCTAssertEqual(TerminalTextSanitizer.sanitize("\u{00}\u{08}\u{7F}"), "\u{2400}\u{2408}\u{2421}")
    }

    func test_sanitize_turnsLineAndParagraphSeparatorsIntoSpaces() {
        XCTAssertEqual(TerminalTextSanitizer.sanitize("one\u{2028}two\u{2029}three"), "one two three")
    }

    func test_sanitize_neutralizesBidirectionalMarks() {
        let hostile = "a\u{200E}b\u{200F}c\u{061C}d"

        let sanitized = TerminalTextSanitizer.sanitize(hostile)

        XCTAssertEqual(sanitized, "a\u{FFFD}b\u{FFFD}c\u{FFFD}d")
        assertNoControlCharacters(in: sanitized)
    }

    func test_sanitize_neutralizesByteOrderMarksAnnotationMarksAndTagCharacters() {
        let hidden = "\u{FEFF}a\u{FFF9}b\u{FFFA}c\u{FFFB}d\u{E0000}\u{E0001}\u{E0041}\u{E007F}"

        let sanitized = TerminalTextSanitizer.sanitize(hidden)

        XCTAssertEqual(sanitized, "\u{FFFD}a\u{FFFD}b\u{FFFD}c\u{FFFD}d" + String(repeating: "\u{FFFD}", count: 4))
        assertNoControlCharacters(in: sanitized)
    }

    func test_sanitize_keepsTheJoinersAndVariationSelectorsThatEmojiAndScriptsNeed() {
        let text = "👩\u{200D}💻 ❤\u{FE0F} می\u{200C}خواهم"

        XCTAssertEqual(TerminalTextSanitizer.sanitize(text), text)
    }

    // MARK: - Helpers

    private func assertNoControlCharacters(in text: String, file: StaticString = #filePath, line: UInt = #line) {
        let forbidden = text.unicodeScalars.filter {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
                || (0x2066...0x2069).contains($0.value) || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains($0.value)
                || $0.value == 0xFEFF || (0xFFF9...0xFFFB).contains($0.value) || (0xE0000...0xE007F).contains($0.value)
        }
        XCTAssertTrue(forbidden.isEmpty, "Found control characters: \(forbidden.map(\.value))", file: file, line: line)
    }
}
