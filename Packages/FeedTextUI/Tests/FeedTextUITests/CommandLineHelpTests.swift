import FeedPresentation
import XCTest

@testable import FeedTextUI

final class CommandLineHelpTests: XCTestCase {
    func test_logWriteFailure_namesTheFileAndTheReasonInEveryLanguage() {
        defer { Localization.use("en") }

        for language in ["en", "pt-BR", "el"] {
            Localization.use(language)
            let message = CommandLineHelp.logWriteFailure(path: "/dev/full", reason: "No space left on device")

            XCTAssertTrue(message.contains("/dev/full"), "\(language): \(message)")
            XCTAssertTrue(message.contains("No space left on device"), "\(language): \(message)")
        }
    }

    func test_usage_isIntroducedInTheChosenLanguageWithItsOptionsAligned() {
        defer { Localization.use("en") }

        for (language, introduction) in [
            ("en", "usage: feed-tty ["), ("pt-BR", "uso: feed-tty ["), ("el", "χρήση: feed-tty ["),
        ] {
            Localization.use(language)
            let lines = CommandLineHelp.usage().split(separator: "\n")

            XCTAssertTrue(lines.first?.hasPrefix(introduction) == true, "\(language): \(lines)")
            for line in lines.dropFirst() {
                XCTAssertEqual(
                    line.prefix { $0 != "[" }.count, introduction.count - 1,
                    "\(language): options aligned under the first line's")
            }
            XCTAssertTrue(
                CommandLineHelp.help().contains(CommandLineHelp.usage()), "\(language): the help's usage line")
        }
    }

    func test_help_fitsTheWidthWithEachTableRowContinuingUnderItsDescription() {
        defer { Localization.use("en") }

        for language in ["en", "pt-BR", "el"] {
            Localization.use(language)
            for width in [60, 80, 100] {
                let lines = CommandLineHelp.help(width: width).split(separator: "\n", omittingEmptySubsequences: false)

                let urlRow = lines.firstIndex { $0.hasPrefix("  --url BASE ") }
                let environmentRow = lines.firstIndex { $0.hasPrefix("  NO_COLOR ") }
                for first in [urlRow!, environmentRow!] {
                    for line in lines[first...].prefix(while: { !$0.isEmpty }) {
                        XCTAssertLessThanOrEqual(DisplayWidth.of(String(line)), width, "\(language), \(width): \(line)")
                    }
                }
                let descriptionColumn = lines[urlRow!].dropFirst(2 + "--url BASE".count).prefix { $0 == " " }.count
                let continuation = lines[urlRow! + 1]
                XCTAssertEqual(
                    continuation.prefix { $0 == " " }.count, 2 + "--url BASE".count + descriptionColumn,
                    "\(language), \(width): the --url row continues under its description: \(continuation)")
            }
        }
    }

    func test_usage_packsItsOptionsIntoLinesOfTheWidth() {
        for width in [30, 50, 80, 120] {
            let lines = CommandLineHelp.usage(width: width).split(separator: "\n")

            // An option wider than what is left of the width still has a line of its own.
            XCTAssertTrue(
                lines.allSatisfy { $0.count <= width || $0.split(separator: "[").count == 2 }, "\(width): \(lines)")
            XCTAssertEqual(
                lines.joined(separator: " ").split(separator: " ").filter { $0.hasPrefix("[") }.count, 11,
                "\(width): every option once")
        }
    }

    func test_unsupportedLanguageNotice_namesTheLanguageAndTheAvailableOnesAndSaysEnglishIsUsed() {
        let notice = CommandLineHelp.unsupportedLanguageNotice(for: "fr")

        XCTAssertEqual(notice, "no translation for French (fr); using English (available: en, pt-BR, el)")
    }

    func test_unsupportedLanguageNotice_quotesACodeThatNamesNoKnownLanguage() {
        let notice = CommandLineHelp.unsupportedLanguageNotice(for: "xx-YY")

        XCTAssertEqual(notice, "no translation for “xx-YY”; using English (available: en, pt-BR, el)")
    }

    func test_unsupportedLanguageNotice_isNilForATranslatedOrEmptyLanguage() {
        for identifier in ["en", "pt-BR", "pt", "el_GR.UTF-8", "C", ""] {
            XCTAssertNil(CommandLineHelp.unsupportedLanguageNotice(for: identifier), identifier)
        }
    }

    func test_unsupportedLanguageNotice_existsInEveryLanguage() {
        defer { Localization.use("en") }

        for language in ["en", "pt-BR", "el"] {
            Localization.use(language)
            for (identifier, shown) in [("fr", "(fr)"), ("xx", "xx")] {
                let notice = CommandLineHelp.unsupportedLanguageNotice(for: identifier) ?? ""

                XCTAssertTrue(notice.contains(shown) && notice.contains("en, pt-BR, el"), "\(language): \(notice)")
                XCTAssertFalse(notice.contains("LANGUAGE_"), "\(language): \(notice)")
            }
        }
    }

    func test_imagesHelpAndMessage_nameEveryMode_sixelIncluded_inEveryLanguage() {
        defer { Localization.use("en") }

        for language in ["en", "pt-BR", "el"] {
            Localization.use(language)
            let help = CommandLineHelp.help(width: 200)
            let message = CommandLineHelp.message(for: .invalidImages("regis"))

            for mode in ["auto", "kitty", "iterm", "sixel", "blocks", "none"] {
                XCTAssertTrue(help.contains(mode), "\(language): the help names \(mode)")
                XCTAssertTrue(message.contains(mode), "\(language): \(message)")
            }
            XCTAssertTrue(message.contains("regis"), "\(language): \(message)")
        }
    }

    func test_invalidTimeoutMessage_saysTheRangeOfSeconds() {
        defer { Localization.use("en") }

        for language in ["en", "pt-BR", "el"] {
            Localization.use(language)
            let message = CommandLineHelp.message(for: .invalidTimeout("0x10"))

            XCTAssertTrue(message.contains("0.1") && message.contains("3600"), "\(language): \(message)")
            XCTAssertTrue(message.contains("0x10"), "\(language): \(message)")
        }
    }
}
