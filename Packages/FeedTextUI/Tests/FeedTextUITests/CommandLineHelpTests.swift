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

    func test_help_atANarrowWidth_putsEachDescriptionUnderItsNameIndented_inEveryLanguage() {
        defer { Localization.use("en") }

        for language in ["en", "pt-BR", "el"] {
            Localization.use(language)
            // The commands' names are short: at 40 columns their table keeps its two columns.
            for (width, rowNames) in [
                (30, ["  --url BASE", "  --timeout SECONDS", "  retry N", "  LC_ALL, LC_MESSAGES, LANG"]),
                (40, ["  --url BASE", "  --timeout SECONDS", "  LC_ALL, LC_MESSAGES, LANG"]),
            ] {
                let lines = CommandLineHelp.help(width: width).split(separator: "\n", omittingEmptySubsequences: false)

                for rowName in rowNames {
                    let row = lines.firstIndex { $0.hasPrefix(rowName) }
                    XCTAssertNotNil(row, "\(language), \(width): no row \(rowName)")
                    let tableLines = lines[row!...].prefix { !$0.isEmpty && $0.hasPrefix("  ") }
                    let rowEnd = tableLines.dropFirst().firstIndex { !$0.hasPrefix("    ") } ?? tableLines.endIndex
                    for line in lines[row!..<rowEnd] {
                        XCTAssertLessThanOrEqual(DisplayWidth.of(String(line)), width, "\(language), \(width): \(line)")
                    }
                    XCTAssertGreaterThan(rowEnd - row!, 1, "\(language), \(width): \(rowName) has a description")
                    for line in lines[(row! + 1)..<rowEnd] {
                        XCTAssertEqual(
                            line.prefix { $0 == " " }.count, 6,
                            "\(language), \(width): a description goes under its name: \(line)")
                    }
                }
            }
        }
    }

    func test_unknownOption_suggestsTheNearestOptionAsHelpWritesIt_inEveryLanguage() {
        defer { Localization.use("en") }

        for language in ["en", "pt-BR", "el"] {
            Localization.use(language)

            let typo = CommandLineHelp.message(for: .unknownOption("--imags"))
            let typoWithValue = CommandLineHelp.message(for: .unknownOption("--timeuot=3"))
            let unrelated = CommandLineHelp.message(for: .unknownOption("--verbose"))

            XCTAssertTrue(typo.contains("--imags") && typo.contains("--images MODE"), "\(language): \(typo)")
            XCTAssertTrue(typoWithValue.contains("--timeout SECONDS"), "\(language): \(typoWithValue)")
            XCTAssertEqual(
                unrelated, TextUIStrings.localized(key: "USAGE_UNKNOWN_OPTION", table: "CommandLine", "--verbose"))
        }
    }

    func test_usage_packsItsOptionsIntoLinesOfTheWidth() {
        for width in [30, 50, 80, 120] {
            let lines = CommandLineHelp.usage(width: width).split(separator: "\n")

            // An option wider than what is left of the width still has a line of its own.
            XCTAssertTrue(
                lines.allSatisfy { $0.count <= width || $0.split(separator: "[").count == 2 }, "\(width): \(lines)")
            XCTAssertEqual(
                lines.joined(separator: " ").split(separator: " ").filter { $0.hasPrefix("[") }.count,
                CommandLineOption.all.count - CommandLineOption.all.filter { $0.alternative != nil }.count / 2,
                "\(width): every option once, an option and its alternative together")
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

    func test_message_wordsEachUsageProblemWithItsValuesInTheirPlaces() {
        Localization.use("en")
        let expected: [(UsageProblem, String)] = [
            (.missingValue(option: "--url"), "--url needs a value"),
            (
                .invalidURL("ftp://x"),
                "--url needs an http or https URL such as https://example.com/feed, not “ftp://x”"
            ),
            (.unwritableLog(path: "/nope/log"), "cannot write the log file “/nope/log”"),
            (.invalidFormat("xml"), "--format needs text or json, not “xml”"),
            (.invalidImageRows("99"), "--image-rows needs a whole number from 1 to 50, not “99”"),
            (
                .invalidSwitchValue(option: "--no-color", value: "maybe"),
                "--no-color takes true or false (or yes/no, on/off, 1/0), not “maybe”"
            ),
            (
                .unreadableConfigFile(path: "/etc/x", reason: "No such file"),
                "cannot read the configuration file “/etc/x” (No such file)"
            ),
            (.conflictingOptions("--demo", "--url"), "--demo and --url cannot be used together"),
        ]

        for (problem, message) in expected {
            XCTAssertEqual(CommandLineHelp.message(for: problem), message, "\(problem)")
        }
    }

    // MARK: - Configuration and exit statuses

    func test_help_listsEveryExitStatus_inEveryLanguage() {
        defer { Localization.use("en") }

        for language in ["en", "pt-BR", "el"] {
            Localization.use(language)
            let exitStatus = CommandLineHelp.help(width: 1000).split(separator: "\n").last ?? ""

            for status in ["0", "1", "64", "78", "129", "130", "131", "143"] {
                XCTAssertTrue(exitStatus.contains(" \(status) "), "\(language): \(status) in \(exitStatus)")
            }
            XCTAssertTrue(exitStatus.contains("SIGHUP"), "\(language): \(exitStatus)")
        }
    }

    func test_help_namesTheConfigurationFileItIsGivenAndWhatOverridesIt_inEveryLanguage() {
        defer { Localization.use("en") }

        for language in ["en", "pt-BR", "el"] {
            Localization.use(language)
            let help = CommandLineHelp.help(width: 1000, configFile: "/home/ana/.config/feed-tty/config")

            XCTAssertTrue(help.contains(": /home/ana/.config/feed-tty/config\n"), "\(language): \(help)")
            for name in [
                "--config FILE", "--no-config", "FEED_TTY_URL", "XDG_CONFIG_HOME", " = ", "#",
                CommandLineOption.configKeys.joined(separator: ", "),
                CommandLineOption.all.filter { $0.value == .onOff }.compactMap(\.configKey).joined(separator: ", "),
                "[--no-links]", "  --no-links  ",
            ] {
                XCTAssertTrue(help.contains(name), "\(language): the help names \(name)")
            }
        }
        XCTAssertTrue(CommandLineHelp.help().contains("~/.config/feed-tty/config"), "the rule, with no file given")
    }

    func test_configurationProblem_namesTheFileAndTheLineOfABadLine_inEveryLanguage() {
        defer { Localization.use("en") }
        let path = "/home/ana/.config/feed-tty/config"

        for (language, unknownKey) in [
            ("en", "unknown key “colour”"), ("pt-BR", "chave desconhecida “colour”"), ("el", "άγνωστο κλειδί «colour»"),
        ] {
            Localization.use(language)

            XCTAssertEqual(
                CommandLineHelp.message(for: .badLine(path: path, line: 3, .unknownKey("colour"))),
                "\(path):3: \(unknownKey)")
            for problem: ConfigFileLineProblem in [.notKeyValue, .notText, .duplicateKey("url", firstLine: 1)] {
                let message = CommandLineHelp.message(for: .badLine(path: path, line: 7, problem))
                XCTAssertTrue(message.hasPrefix("\(path):7: "), "\(language): \(message)")
                XCTAssertFalse(message.contains("CONFIG_"), "\(language): \(message)")
            }
        }
    }

    func test_configurationProblem_suggestsTheSettingAnUnknownKeyMostLikelyMeant_inEveryLanguage() {
        defer { Localization.use("en") }

        for (language, expected) in [
            ("en", "config:3: unknown key “colour”; did you mean “no-color”?"),
            ("pt-BR", "config:3: chave desconhecida “colour”; você quis dizer “no-color”?"),
            ("el", "config:3: άγνωστο κλειδί «colour»· μήπως εννοούσατε «no-color»;"),
        ] {
            Localization.use(language)

            XCTAssertEqual(
                CommandLineHelp.message(
                    for: .badLine(path: "config", line: 3, .unknownKey("colour", suggestion: "no-color"))),
                expected)
        }
    }

    func test_configurationProblem_givesTheChmodThatMendsTheFile_withItsPathQuotedForTheShell() {
        let writable = CommandLineHelp.message(
            for: .writableByOthers(path: "/home/ana/.config/feed-tty/config", mode: "0664"))
        let spaced = CommandLineHelp.message(for: .writableByOthers(path: "/home/ana's files/config", mode: "0666"))
        let readable = CommandLineHelp.readableCredentialsWarning(
            path: "/home/ana/.config/feed-tty/config", mode: "0644")

        XCTAssertTrue(writable.hasSuffix("chmod go-w /home/ana/.config/feed-tty/config"), writable)
        XCTAssertTrue(spaced.hasSuffix(#"chmod go-w '/home/ana'\''s files/config'"#), spaced)
        XCTAssertTrue(readable.hasSuffix("chmod 600 /home/ana/.config/feed-tty/config"), readable)
    }

    func test_configurationProblem_kittyInTmuxWithoutPassthrough_saysHowToTurnItOn_inEveryLanguage() {
        defer { Localization.use("en") }

        for language in ["en", "pt-BR", "el"] {
            Localization.use(language)
            let message = CommandLineHelp.message(for: .tmuxPassesNoPictures)

            for words in ["--images kitty", "tmux set -g allow-passthrough on", "3.3", "--images blocks"] {
                XCTAssertTrue(message.contains(words), "\(language): \(message)")
            }
            XCTAssertFalse(message.contains("\n"), "one line")
        }
    }

    func test_configurationProblem_tellsABadValueWithTheCommandLinesWords() {
        let problem = UsageProblem.invalidTimeout("soon")

        let message = CommandLineHelp.message(for: .badLine(path: "config", line: 2, .invalidValue(problem)))

        XCTAssertEqual(message, "config:2: " + CommandLineHelp.message(for: problem))
    }

    func test_configurationProblem_saysWhyAFileIsRefused_inEveryLanguage() {
        defer { Localization.use("en") }

        for language in ["en", "pt-BR", "el"] {
            Localization.use(language)
            let writable = CommandLineHelp.message(for: .writableByOthers(path: "/tmp/config", mode: "0664"))
            let owned = CommandLineHelp.message(for: .ownedByAnotherUser(path: "/tmp/config"))
            let unreadable = CommandLineHelp.message(
                for: .unreadableFile(path: "/tmp/config", reason: "Is a directory"))
            let tooLarge = CommandLineHelp.message(for: .tooLarge(path: "/tmp/config", maximumKilobytes: 64))

            for message in [writable, owned, unreadable, tooLarge] {
                XCTAssertTrue(message.contains("/tmp/config"), "\(language): \(message)")
                XCTAssertFalse(message.contains("CONFIG_"), "\(language): \(message)")
            }
            XCTAssertTrue(writable.contains("0664") && writable.contains("chmod go-w"), "\(language): \(writable)")
            XCTAssertTrue(writable.contains("feed-tty") && owned.contains("feed-tty"), "\(language): why it matters")
            XCTAssertTrue(unreadable.contains("Is a directory"), "\(language): \(unreadable)")
            XCTAssertTrue(tooLarge.contains("64"), "\(language): \(tooLarge)")
        }
    }

    func test_configurationProblem_namesTheEnvironmentVariable() {
        let message = CommandLineHelp.message(for: .badEnvironment(variable: "FEED_TTY_URL", .invalidURL("ftp://a")))

        XCTAssertEqual(message, "FEED_TTY_URL: " + CommandLineHelp.message(for: .invalidURL("ftp://a")))
    }

    func test_configUsageProblems_nameTheFileOrTheValue_inEveryLanguage() {
        defer { Localization.use("en") }

        for language in ["en", "pt-BR", "el"] {
            Localization.use(language)
            let unreadable = CommandLineHelp.message(
                for: .unreadableConfigFile(path: "/tmp/missing", reason: "No such file or directory"))
            let badSwitch = CommandLineHelp.message(for: .invalidSwitchValue(option: "--no-color", value: "maybe"))

            XCTAssertTrue(unreadable.contains("“/tmp/missing”") || unreadable.contains("«/tmp/missing»"), unreadable)
            XCTAssertTrue(unreadable.contains("No such file or directory"), unreadable)
            XCTAssertTrue(badSwitch.contains("--no-color") && badSwitch.contains("maybe"), badSwitch)
            XCTAssertTrue(badSwitch.contains("true") && badSwitch.contains("false"), badSwitch)
        }
    }
}
