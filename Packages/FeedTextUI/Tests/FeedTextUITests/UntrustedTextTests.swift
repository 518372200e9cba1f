import FeedPresentation
import FeedScreens
import FeedTextUI
import XCTest

final class UntrustedTextTests: XCTestCase {
    func test_shown_keepsTextUpToTheLimitWhole() {
        let text = String(repeating: "a", count: 10)

        XCTAssertEqual(UntrustedText.shown(text, limit: 10), text)
    }

    func test_shown_cutsTextOverTheLimitWithAMarkerSayingSo() {
        let text = "abcdefghijk"

        XCTAssertEqual(UntrustedText.shown(text, limit: 10), "abcdefghij… [text truncated]")
    }

    func test_shown_leavesOutACharacterThatGoesOnPastTheCut() {
        let text = "abcde\u{0301}fg"  // "e" and its combining acute accent are one character

        XCTAssertEqual(UntrustedText.shown(text, limit: 5), "abcd… [text truncated]")
        XCTAssertEqual(UntrustedText.shown(text, limit: 6), "abcde\u{0301}… [text truncated]")
    }

    func test_shown_sanitizesWhatItShows() {
        let hostile = "\u{1B}[2J" + String(repeating: "\u{1B}", count: 20)

        XCTAssertEqual(UntrustedText.shown(hostile, limit: 5), "␛[2J␛… [text truncated]")
    }

    func test_shown_limitsTextToTenThousandCharactersByDefault() {
        let text = String(repeating: "word ", count: 2_001)

        let shown = UntrustedText.shown(text)

        XCTAssertEqual(UntrustedText.displayLimit, 10_000)
        XCTAssertEqual(shown, String(text.prefix(10_000)) + "… [text truncated]")
    }

    func test_shown_readsOnlyTheShownPartOfThirtyMegabytes() {
        let made = Date()
        let huge = String(repeating: "\u{1B}", count: 30_000_000)
        let start = Date()

        let shown = UntrustedText.shown(huge)

        XCTAssertEqual(shown.unicodeScalars.count, 10_000 + "… [text truncated]".unicodeScalars.count)
        // Against the time it took to make the text, which a loaded machine slows alike: reading
        // all of it would take about as long as making it.
        let (making, showing) = (start.timeIntervalSince(made), Date().timeIntervalSince(start))
        XCTAssertLessThan(showing, making / 10, "Expected only the shown part read")
    }

    func test_shown_marksTruncationInTheChosenLanguage() {
        defer { Localization.use("en") }

        Localization.use("pt-BR")
        XCTAssertEqual(UntrustedText.shown("abc", limit: 2), "ab… [texto truncado]")
        Localization.use("el")
        XCTAssertEqual(UntrustedText.shown("abc", limit: 2), "ab… [περικομμένο κείμενο]")
    }
}
