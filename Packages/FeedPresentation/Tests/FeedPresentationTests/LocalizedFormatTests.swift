import FeedPresentation
import Foundation
import XCTest

final class LocalizedFormatTests: XCTestCase {
    override func tearDown() {
        Localization.use(Localization.defaultLanguage)
        super.tearDown()
    }

    func test_string_fillsTheAppsFormatsAsFoundationDoesInEveryLanguage() {
        let cases: [(format: String, arguments: [CVarArg])] = [
            ("image: %@ %ldx%ld", ["PNG", 1920, 1080]),
            ("retry %ld", [0]),
            ("retry %ld", [999]),
            ("retry %ld", [1000]),
            ("retry %ld", [-1_234_567]),
            ("retry %ld", [Int.max]),
            ("%1$@: %2$@", ["Couldn't connect", "HTTP 404"]),
            ("failed (%2$@) — retry %1$ld", [12345, "timed out"]),
            ("%3$@ %1$@ %2$@", ["a", "b", "c"]),
            ("100%% of %ld", [2048]),
            ("no arguments: ünïcödé 🎉", []),
            ("%@ and %@", ["Σχόλια", "comentários"]),
        ]
        for language in Localization.supportedLanguages {
            Localization.use(language)
            for (format, arguments) in cases {
                XCTAssertEqual(
                    LocalizedFormat.string(format, arguments),
                    String(format: format, locale: Localization.locale, arguments: arguments),
                    "\(format) in \(language)")
            }
        }
    }

    func test_string_leavesFormatsItDoesNotKnowToFoundation() {
        Localization.use("pt-BR")

        XCTAssertEqual(LocalizedFormat.string("%.1f s, %d, %5ld", [2.25, 7, 42]), "2,2 s, 7,    42")
    }

    func test_string_groupsNumbersWithTheChosenLanguagesSeparator() {
        Localization.use("en")
        XCTAssertEqual(LocalizedFormat.string("retry %ld", [19_998]), "retry 19,998")

        Localization.use("el")
        XCTAssertEqual(LocalizedFormat.string("retry %ld", [19_998]), "retry 19.998")
    }
}
