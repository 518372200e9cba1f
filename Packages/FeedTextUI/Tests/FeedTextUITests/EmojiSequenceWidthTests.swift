import XCTest

@testable import FeedTextUI

/// Terminals disagree on how wide an emoji sequence is: some join a family (a ZWJ sequence) or a
/// flag into one two-column picture, others (kitty, mlterm, tmux) draw each member side by side.
/// Text is laid out for the widest, so that no line ever runs past the margin.
final class EmojiSequenceWidthTests: XCTestCase {
    func test_width_ofAZeroWidthJoinerSequence_isThatOfItsMembersSideBySide() {
        XCTAssertEqual(DisplayWidth.of(family), 8)
        XCTAssertEqual(DisplayWidth.of(Character("👩\u{200D}💻")), 4)
        XCTAssertEqual(DisplayWidth.of(Character("🏳\u{FE0F}\u{200D}🌈")), 4)
    }

    func test_width_ofAFlagOrASkinTone_isThatOfItsTwoSymbolsSideBySide() {
        XCTAssertEqual(DisplayWidth.of(Character("🇧🇷")), 4)
        XCTAssertEqual(DisplayWidth.of(Character("👍🏽")), 4)
    }

    func test_width_ofOtherCharacters_isUnchanged() {
        let expectations: [(Character, Int)] = [
            ("a", 1), ("é", 1), ("e\u{301}", 1), ("東", 2), ("🌸", 2), ("❤\u{FE0F}", 2), ("❤", 1), (" \u{200D}", 1),
            ("\u{200D}", 0), ("각", 2),
        ]
        for (character, width) in expectations {
            XCTAssertEqual(DisplayWidth.of(character), width, "for \(character.debugDescription)")
        }
    }

    func test_wrap_movesASequenceThatWouldRunPastTheMarginWhereItIsDrawnWide() {
        XCTAssertEqual(LineWrapper.wrap("a \(family);", width: 10), ["a", "\(family);"])
    }

    func test_wrap_neverSplitsAFlagOrAFamily() {
        let line = "🇧🇷🇬🇷\(family)🇺🇸"

        let wrapped = LineWrapper.wrap(line, width: 5)

        XCTAssertEqual(wrapped, ["🇧🇷", "🇬🇷", "\(family)", "🇺🇸"])
    }

    // MARK: - Helpers

    private let family: Character = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
}
