import FeedTextUI
import SeededRandom
import TestSupport
import TextUITestSupport
import XCTest

final class LineWrapperTests: XCTestCase {
    func test_wrap_keepsALineThatFits() {
        XCTAssertEqual(LineWrapper.wrap("short line", width: 10), ["short line"])
    }

    func test_wrap_breaksAtSpacesAndContinuesUnderTheTextOfANumberedEntry() {
        XCTAssertEqual(
            LineWrapper.wrap(" 3. one two three four", width: 12),
            [" 3. one two", "    three", "    four"])
    }

    func test_wrap_continuesAnIndentedLineAtItsIndent() {
        XCTAssertEqual(LineWrapper.wrap("   Porto, Portugal", width: 11), ["   Porto,", "   Portugal"])
    }

    func test_wrap_continuesAtTheIndentGivenForATableRow() {
        XCTAssertEqual(
            LineWrapper.wrap("  --url BASE  the feed to read", width: 28, continuationIndent: 14),
            ["  --url BASE  the feed to", "              read"])
    }

    func test_wrap_continuesARowOfTheHelpsTablesUnderItsSecondColumn() {
        XCTAssertEqual(
            LineWrapper.wrap("  comments N  show the comments of item N", width: 30),
            ["  comments N  show the", "              comments of", "              item N"])
    }

    func test_wrap_readsNoTableInAnItemsLineEvenWithTwoSpacesInItsText() {
        XCTAssertEqual(
            LineWrapper.wrap("   Porto,  old town, Portugal", width: 20), ["   Porto,  old", "   town, Portugal"])
        XCTAssertEqual(
            LineWrapper.wrap("1. Porto  old town, Portugal", width: 20), ["1. Porto  old town,", "   Portugal"])
    }

    func test_wrap_keepsTheLinesOwnIndentWhenTheOneGivenLeavesTooLittleRoom() {
        XCTAssertEqual(
            LineWrapper.wrap("  --url BASE  the feed to read", width: 20, continuationIndent: 14),
            ["  --url BASE  the", "  feed to read"])
    }

    func test_wrap_breaksAWordLongerThanTheWidth() {
        XCTAssertEqual(LineWrapper.wrap("abcdefghij", width: 4), ["abcd", "efgh", "ij"])
    }

    func test_wrap_countsWideCharactersAsTwoColumns() {
        XCTAssertEqual(LineWrapper.wrap("東京都渋谷区", width: 6), ["東京都", "渋谷区"])
        XCTAssertEqual(LineWrapper.wrap("🌸🌸🌸🌸", width: 5), ["🌸🌸", "🌸🌸"])
    }

    func test_wrap_countsCombiningMarksAsNoColumns() {
        let decomposed = "e\u{301}e\u{301}e\u{301}e\u{301}"

        XCTAssertEqual(LineWrapper.wrap(decomposed, width: 4), [decomposed])
    }

    func test_wrap_measuresACharacterThatStartsWithAPlainLetterAsAWhole() {
        XCTAssertEqual(
            LineWrapper.wrap("ab1\u{FE0F}\u{20E3}", width: 4), ["ab1\u{FE0F}\u{20E3}"], "a keycap: 2 columns")
        XCTAssertEqual(LineWrapper.wrap("abe\u{301}", width: 3), ["abe\u{301}"], "e and its accent: 1 column")
        XCTAssertEqual(LineWrapper.wrap("abc \u{2026}", width: 4), ["abc", "\u{2026}"])
    }

    func test_wrap_ignoresColourEscapesWhenMeasuring() {
        let colored = "\u{1B}[36m1. \u{1B}[0mone two"

        XCTAssertEqual(LineWrapper.wrap(colored, width: 10), [colored])
        XCTAssertEqual(LineWrapper.wrap(colored, width: 6), ["\u{1B}[36m1. \u{1B}[0mone", "   two"])
    }

    func test_output_wrapsCompleteLinesAndPassesAPromptAsItIs() {
        let buffer = TextBuffer()
        let sut = LineWrappingOutput(wrapping: buffer, width: 8)

        sut.write("one two three\n")
        sut.write("feed> ")

        XCTAssertEqual(buffer.text, "one two\nthree\nfeed> ")
    }
}

extension LineWrapperTests {
    /// Found by fuzzing: a space joined to a zero-width joiner is one character, not a break.
    func test_wrap_endsOnASpaceJoinedToAZeroWidthJoiner() {
        let line = " a  \u{200D} \u{200D}a a"

        let wrapped = LineWrapper.wrap(line, width: 4)

        XCTAssertEqual(wrapped.joined().filter { !$0.isWhitespace }, line.filter { !$0.isWhitespace })
        XCTAssertTrue(wrapped.allSatisfy { $0.count <= 4 || !$0.contains(" ") }, "\(wrapped)")
    }

    func test_wrap_neverLosesText() {
        var generator = SplitMix64(seed: 42)
        let alphabet: [Character] = ["a", "b", " ", " ", "1", ".", "東", "🌸", "e\u{301}", " \u{200D}", "\u{200B}"]
        for _ in 0..<2_000 {
            let line = String(
                (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let width = Int.random(in: 1...12, using: &generator)

            let wrapped = LineWrapper.wrap(line, width: width)

            XCTAssertEqual(
                wrapped.joined().unicodeScalars.filter { $0 != " " }.map(\.value),
                line.unicodeScalars.filter { $0 != " " }.map(\.value),
                "for \(line.debugDescription) at width \(width)")
        }
    }
}
