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

    func test_backToList_saysWhereTheItemsAreInEveryLanguage_oneItemTooAndNoControlsFromTheTitle() {
        defer { Localization.use("en") }
        let output = TextBuffer()
        let renderer = TextScreenRenderer(output: output, style: .plain)

        for language in ["en", "pt-BR", "el"] {
            Localization.use(language)
            renderer.render(.notice(.backToList(title: "My Feed", itemsAbove: 20)))
        }
        renderer.render(.notice(.backToList(title: "a\u{1B}[2Jb", itemsAbove: 1)))

        XCTAssertEqual(
            output.lines,
            [
                "Back to “My Feed”: items 1–20 are above.", "De volta a “My Feed”: os itens 1–20 estão acima.",
                "Πίσω στο «My Feed»: τα στοιχεία 1–20 είναι παραπάνω.",
                "Πίσω στο «a␛[2Jb»: το στοιχείο 1 είναι παραπάνω.", "",
            ])
    }

    func test_find_saysWhichItemsMentionTheTextInEveryLanguage_andTheHelpNamesIt() {
        defer { Localization.use("en") }
        let output = TextBuffer()
        let renderer = TextScreenRenderer(output: output, style: .plain)

        for language in ["en", "pt-BR", "el"] {
            Localization.use(language)
            renderer.render(.notice(.found("sal", numbers: [3, 12])))
            renderer.render(.notice(.found("x\u{1B}[2J", numbers: [])))
            renderer.render(.notice(.missingText(command: "find")))
            XCTAssertTrue(HelpText.lines(style: .plain).contains { $0.hasPrefix("  find TEXT  ") }, language)
        }

        XCTAssertEqual(
            output.lines,
            [
                "Items that mention “sal”: 3, 12.", "No loaded item mentions “x␛[2J”.",
                "Type “find TEXT” with the words to look for, for example “find sunset”.",
                "Itens que mencionam “sal”: 3, 12.", "Nenhum item carregado menciona “x␛[2J”.",
                "Digite “find TEXT” com as palavras a procurar, por exemplo “find pôr do sol”.",
                "Στοιχεία που αναφέρουν «sal»: 3, 12.", "Κανένα φορτωμένο στοιχείο δεν αναφέρει «x␛[2J».",
                "Πληκτρολογήστε «find TEXT» με τις λέξεις που ψάχνετε, για παράδειγμα «find ηλιοβασίλεμα».", "",
            ])
    }

    func test_open_saysWhatBecameOfTheImageInEveryLanguage_andTheHelpNamesIt() {
        defer { Localization.use("en") }
        let output = TextBuffer()
        let renderer = TextScreenRenderer(output: output, style: .plain)

        for language in ["en", "pt-BR", "el"] {
            Localization.use(language)
            renderer.render(.notice(.openedInBrowser(item: 3)))
            renderer.render(.notice(.noBrowser))
            renderer.render(.notice(.notAWebAddress(item: 4)))
            XCTAssertTrue(HelpText.lines(style: .plain).contains { $0.hasPrefix("  open N  ") }, language)
        }

        let lines = output.lines.filter { !$0.isEmpty }
        XCTAssertEqual(lines.count, 9, output.text)
        XCTAssertEqual(
            Array(lines.prefix(3)),
            [
                "The image of item 3 went to the browser.",
                "There is nothing to open it with: set BROWSER to a browser, or install xdg-open (xdg-utils).",
                "The image of item 4 is not at a web address (http or https): it was not opened.",
            ])
        XCTAssertTrue(lines.allSatisfy { !$0.contains("_") }, "a key shown instead of its words: \(lines)")
    }

    func test_commandLineHelp_mentionsEveryOptionAndEnvironmentVariable() {
        let help = CommandLineHelp.help()

        for name in [
            "--url", "--cache-dir", "--no-cache", "--lang", "--timeout", "--log", "--no-color", "--no-links", "--help",
            "--version",
            "NO_COLOR", "COLUMNS", "LC_ALL", "LC_MESSAGES", "LANG", "XDG_CACHE_HOME", "refresh", "more", "comments",
            "back", "retry", "quit",
        ] {
            XCTAssertTrue(help.contains(name), "help does not mention \(name)")
        }
    }
}
