import FeedPresentation
import FeedScreens
import TestSupport
import TextUITestSupport
import XCTest

@testable import FeedTextUI

final class TextUILocalizationTests: XCTestCase {
    func test_localizedStrings_haveKeysAndValuesForAllSupportedLocalizations() {
        for table in ["TextUI", "CommandLine"] {
            assertLocalizedKeysAndValuesExist(in: Bundle.module, table: table)
        }
    }

    func test_screens_speakTheChosenLanguage() {
        defer { Localization.use("en") }
        let output = TextBuffer()
        let screen = ListScreen(title: "any", renderer: TextScreenRenderer(output: output, style: .plain))

        Localization.use("pt-BR")
        screen.display([CellController]())
        Localization.use("el")
        screen.display([CellController]())

        XCTAssertEqual(output.lines, ["Nada aqui ainda.", "Τίποτα εδώ ακόμη.", ""])
    }

    func test_commandLineHelp_mentionsEveryOptionAndEnvironmentVariable() {
        let help = CommandLineHelp.help()

        for name in [
            "--url", "--cache-dir", "--no-cache", "--lang", "--timeout", "--log", "--no-color", "--help", "--version",
            "NO_COLOR", "COLUMNS", "LC_ALL", "LC_MESSAGES", "LANG", "XDG_CACHE_HOME", "refresh", "more", "comments",
            "back", "retry", "quit",
        ] {
            XCTAssertTrue(help.contains(name), "help does not mention \(name)")
        }
    }
}
