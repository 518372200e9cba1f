import FeedTextUI
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
