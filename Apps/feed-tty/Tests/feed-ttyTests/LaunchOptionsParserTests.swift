import Composition
import FeedTextUI
import XCTest

@testable import feed_tty

final class LaunchOptionsParserTests: XCTestCase {
    func test_parse_returnsDefaultsOnNoArguments() throws {
        let options = try LaunchOptionsParser.parse([])

        XCTAssertEqual(options, LaunchOptions())
        XCTAssertNil(options.baseURL)
        XCTAssertEqual(options.timeout, 30)
        XCTAssertFalse(options.noColor)
        XCTAssertFalse(options.noLinks)
        XCTAssertFalse(options.noCache)
        XCTAssertEqual(options.action, .run)
    }

    func test_readThrough_readsPastAMistakeAndReportsTheFirst() {
        let (options, problem) = LaunchOptionsParser.readThrough(["--bogus", "--lang", "el", "--format", "xml"])

        XCTAssertEqual(options.language, "el", "Expected the language after the mistake, to tell it in")
        XCTAssertEqual(problem, .unknownOption("--bogus"))
    }

    func test_readThrough_leavesAnOptionWhereAValueIsMissing() {
        let (options, problem) = LaunchOptionsParser.readThrough(["--timeout", "--lang", "pt-BR", "--no-config"])

        XCTAssertEqual(options.language, "pt-BR")
        XCTAssertEqual(options.configFile, LaunchOptions.ConfigFileChoice.none)
        XCTAssertEqual(problem, .missingValue(option: "--timeout"))
    }

    func test_readThrough_reportsNoProblemOnACorrectCommandLine() {
        let (options, problem) = LaunchOptionsParser.readThrough(["--lang", "el"])

        XCTAssertEqual(options.language, "el")
        XCTAssertNil(problem)
    }

    func test_parse_readsURLFromTheNextArgument() throws {
        let options = try LaunchOptionsParser.parse(["--url", "http://127.0.0.1:8080/some/base"])

        XCTAssertEqual(options.baseURL, URL(string: "http://127.0.0.1:8080/some/base"))
        XCTAssertEqual(options.action, .run)
    }

    func test_parse_readsURLAfterAnEqualsSign() throws {
        let options = try LaunchOptionsParser.parse(["--url=https://example.com/essential-feed"])

        XCTAssertEqual(options.baseURL, URL(string: "https://example.com/essential-feed"))
    }

    func test_parse_readsNoLinks_asASwitch() throws {
        XCTAssertTrue(try LaunchOptionsParser.parse(["--no-links"]).noLinks)
        XCTAssertTrue(try LaunchOptionsParser.parse(["--no-links=yes"]).noLinks)
        XCTAssertFalse(try LaunchOptionsParser.parse(["--no-links=off"]).noLinks)
        XCTAssertThrowsError(try LaunchOptionsParser.parse(["--no-links=maybe"])) { error in
            XCTAssertEqual(error as? UsageProblem, .invalidSwitchValue(option: "--no-links", value: "maybe"))
        }
    }

    func test_parse_readsTimeoutAndNoColor() throws {
        let options = try LaunchOptionsParser.parse(["--timeout", "2.5", "--no-color"])

        XCTAssertEqual(options.timeout, 2.5)
        XCTAssertTrue(options.noColor)
    }

    func test_parse_readsLanguageLogAndCacheOptions() throws {
        let options = try LaunchOptionsParser.parse([
            "--lang", "el", "--log=/tmp/feed.log", "--cache-dir", "/tmp/cache",
        ])

        XCTAssertEqual(options.language, "el")
        XCTAssertEqual(options.logPath, "/tmp/feed.log")
        XCTAssertEqual(options.cacheDirectory, "/tmp/cache")
        XCTAssertTrue(try LaunchOptionsParser.parse(["--no-cache"]).noCache)
    }

    func test_parse_failsOnCacheDirectoryWithNoCache() {
        assertUsageError(["--no-cache", "--cache-dir", "/tmp/cache"], mentions: "--no-cache")
    }

    func test_parse_failsOnMissingValue() {
        assertUsageError(["--url"], mentions: "--url")
        assertUsageError(["--timeout"], mentions: "--timeout")
        assertUsageError(["--url", "--no-color"], mentions: "--url")
    }

    func test_parse_failsOnURLThatIsNotHTTP() {
        assertUsageError(["--url", "notaurl"], mentions: "notaurl")
        assertUsageError(["--url", "ftp://example.com/feed"], mentions: "ftp://example.com/feed")
        assertUsageError(["--url=file:///tmp/feed"], mentions: "file:///tmp/feed")
        assertUsageError(["--url", "http://"], mentions: "http://")
    }

    func test_parse_failsOnURLThatTheEndpointsCannotTurnIntoARequestURL() {
        // Foundation parses each of these, then cannot put its parts back together or drops its host.
        for url in ["http://a%20b", "http://%00", "http://a%2Fb/", "http://xn--e-9a.com", "http:/no-host"] {
            assertUsageError(["--url", url], mentions: url)
        }
    }

    func test_parse_failsOnURLWithAPortOutOfRange() {
        assertUsageError(["--url", "http://example.com:0/feed"], mentions: "http://example.com:0/feed")
        assertUsageError(["--url", "http://example.com:65536/feed"], mentions: "http://example.com:65536/feed")
    }

    func test_parse_readsURLWithUserInfoIPv6HostOrHighestPort() throws {
        for url in ["https://bob:secret@example.com/feed", "http://[::1]:8080/some/base", "http://example.com:65535"] {
            XCTAssertEqual(try LaunchOptionsParser.parse(["--url", url]).baseURL, URL(string: url), url)
        }
    }

    func test_parse_hidesTheUserInfoOfAnInvalidURLInItsMessage() {
        assertUsageError(["--url", "http://user:pw@%00"], mentions: "“http://***@%00”")

        XCTAssertThrowsError(try LaunchOptionsParser.parse(["--url", "http://user:pw@%00"])) { error in
            let message = (error as? UsageProblem).map(CommandLineHelp.message(for:)) ?? "\(error)"
            XCTAssertFalse(message.contains("pw"), message)
        }
    }

    func test_parse_hidesAPasswordOfAnyShapeInEveryValueItRepeats() {
        let cases: [([String], String)] = [
            (["--url", "http://ana:pa/S3cr3tPW@127.0.0.1:18080"], "“http://***@127.0.0.1:18080”"),
            (["--url=http://ana:pa#S3cr3tPW@h"], "“http://***@h”"),
            (["--url", "ana:S3cr3tPW@127.0.0.1"], "“***@127.0.0.1”"),
            (["http://ana:pa?S3cr3tPW@h"], "“http://***@h”"),
            (["--ulr=https://ana:S3cr3tPW@h"], "“--ulr=https://***@h”"),
            (["--format", "https://ana:pa/S3cr3tPW@h"], "“https://***@h”"),
            (["--no-color=ana:S3cr3tPW@h"], "***@h"),
        ]
        for (arguments, expected) in cases {
            assertUsageError(arguments, mentions: expected)
        }
    }

    func test_parse_readsDecimalTimeoutsFromATenthOfASecondToAnHour() throws {
        XCTAssertEqual(try LaunchOptionsParser.parse(["--timeout", "0.1"]).timeout, 0.1)
        XCTAssertEqual(try LaunchOptionsParser.parse(["--timeout", "3600"]).timeout, 3600)
        XCTAssertEqual(try LaunchOptionsParser.parse(["--timeout=.5"]).timeout, 0.5)
        XCTAssertEqual(try LaunchOptionsParser.parse(["--timeout", "007"]).timeout, 7)
    }

    func test_parse_failsOnTimeoutThatIsNotDecimalSecondsFromATenthOfASecondToAnHour() {
        for timeout in ["0x10", "1e-9", "1e3", "0.09", "3600.01", "+5", " 5", "5 ", "1_0", "\u{0663}", ".", "0x1p-3"] {
            assertUsageError(["--timeout", timeout], mentions: "“\(timeout)”")
        }
    }

    func test_parse_failsOnBadTimeout() {
        assertUsageError(["--timeout", "-1"], mentions: "-1")
        assertUsageError(["--timeout", "0"], mentions: "“0”")
        assertUsageError(["--timeout", "soon"], mentions: "soon")
        assertUsageError(["--timeout=nan"], mentions: "nan")
        assertUsageError(["--timeout", "inf"], mentions: "inf")
    }

    func test_parse_readsEveryImagesMode_sixelIncluded() throws {
        for mode in LaunchOptions.Images.allCases {
            XCTAssertEqual(try LaunchOptionsParser.parse(["--images", mode.rawValue]).images, mode)
        }
        XCTAssertEqual(try LaunchOptionsParser.parse(["--images=sixel"]).images, .sixel)
        XCTAssertEqual(
            LaunchOptions.Images.allCases.map(\.rawValue), ["auto", "kitty", "iterm", "sixel", "blocks", "none"])
    }

    func test_parse_failsOnAnUnknownImagesMode_namingTheModes() {
        assertUsageError(["--images", "regis"], mentions: "regis")
        assertUsageError(["--images", "regis"], mentions: "sixel")
    }

    func test_parse_failsOnUnknownFlag() {
        assertUsageError(["--bad"], mentions: "--bad")
        assertUsageError(["--url", "http://example.com", "extra"], mentions: "extra")
    }

    func test_parse_asksForHelp() throws {
        XCTAssertEqual(try LaunchOptionsParser.parse(["--help"]).action, .showHelp)
        XCTAssertEqual(try LaunchOptionsParser.parse(["-h"]).action, .showHelp)
    }

    func test_parse_asksForVersion() throws {
        XCTAssertEqual(try LaunchOptionsParser.parse(["--version"]).action, .showVersion)
    }

    func test_parse_prefersHelpOverVersionInAnyOrder() throws {
        XCTAssertEqual(try LaunchOptionsParser.parse(["--version", "--help"]).action, .showHelp)
        XCTAssertEqual(try LaunchOptionsParser.parse(["--help", "--version"]).action, .showHelp)
    }

    func test_parse_asksForTheCompletionScriptOfAShell() throws {
        for shell in ["bash", "zsh", "fish"] {
            XCTAssertEqual(
                try LaunchOptionsParser.parse(["--generate-completion-script", shell]).action,
                .printCompletionScript(shell: shell))
        }
        XCTAssertEqual(
            try LaunchOptionsParser.parse(["--generate-completion-script=zsh", "--help"]).action, .showHelp)
    }

    func test_parse_failsOnACompletionScriptForAnotherShell() {
        XCTAssertThrowsError(try LaunchOptionsParser.parse(["--generate-completion-script", "ksh"])) { error in
            XCTAssertEqual(error as? UsageProblem, .invalidShell("ksh"))
        }
        XCTAssertThrowsError(try LaunchOptionsParser.parse(["--generate-completion-script"])) { error in
            XCTAssertEqual(error as? UsageProblem, .missingValue(option: "--generate-completion-script"))
        }
    }

    /// Each option a shell completes and help lists is one the parser reads.
    func test_parse_readsEveryDeclaredOption() {
        for option in CommandLineOption.all {
            let argument: String
            switch option.value {
            case .none, .onOff: argument = option.name
            case .text(_, .url): argument = option.name + "=https://example.com/feed"
            case .text(_, .number): argument = option.name + "=5"
            case .text(_, .file), .text(_, .directory): argument = option.name + "=/tmp/feed-tty"
            case let .text(_, .choices(choices)): argument = option.name + "=" + (choices.last ?? "")
            }

            XCTAssertNoThrow(try LaunchOptionsParser.parse([argument]), argument)
        }
    }

    func test_imagesChoices_areTheModesTheParserTakes() {
        XCTAssertEqual(
            CommandLineOption.named("--images")?.value,
            .text(placeholder: "MODE", kind: .choices(LaunchOptions.Images.allCases.map(\.rawValue))))
    }

    func test_parse_readsWhichConfigurationFileToRead() throws {
        XCTAssertEqual(try LaunchOptionsParser.parse([]).configFile, .standard)
        XCTAssertEqual(
            try LaunchOptionsParser.parse(["--config", "/tmp/feed.conf"]).configFile, .path("/tmp/feed.conf"))
        XCTAssertEqual(try LaunchOptionsParser.parse(["--config=/tmp/feed.conf"]).configFile, .path("/tmp/feed.conf"))
        XCTAssertEqual(try LaunchOptionsParser.parse(["--no-config"]).configFile, LaunchOptions.ConfigFileChoice.none)
        XCTAssertEqual(try LaunchOptionsParser.parse(["--no-config=false"]).configFile, .standard)
    }

    func test_parse_failsOnConfigWithNoConfig() {
        assertUsageError(["--config", "/tmp/feed.conf", "--no-config"], mentions: "--no-config")
        assertUsageError(["--no-config", "--config", "/tmp/feed.conf"], mentions: "--config")
    }

    func test_parse_failsOnAnEmptyPath() {
        for option in ["--log", "--cache-dir", "--config"] {
            assertUsageError(["\(option)="], mentions: "\(option) needs a value")
        }
    }

    func test_parse_readsASwitchsYesOrNoAfterAnEqualsSign() throws {
        for (text, isOn) in [
            ("true", true), ("yes", true), ("on", true), ("1", true), ("TRUE", true), ("Yes", true),
            ("false", false), ("no", false), ("off", false), ("0", false), ("False", false),
        ] {
            XCTAssertEqual(try LaunchOptionsParser.parse(["--no-color=\(text)"]).noColor, isOn, text)
            XCTAssertEqual(try LaunchOptionsParser.parse(["--no-cache=\(text)"]).noCache, isOn, text)
        }
    }

    func test_parse_failsOnASwitchValueThatIsNeitherYesNorNo() {
        for text in ["maybe", "", "2", "tru"] {
            assertUsageError(["--no-color=\(text)"], mentions: "“\(text)”")
            assertUsageError(["--no-cache=\(text)"], mentions: "--no-cache takes true or false")
        }
    }

    func test_parseOverALowerSource_keepsWhatItDoesNotSet() throws {
        let lower = try LaunchOptionsParser.parse(["--timeout", "5", "--lang", "el", "--no-color"])
        var parser = LaunchOptionsParser(over: lower)

        try parser.read(["--timeout", "7", "--no-color=false"])
        let options = try parser.finish()

        XCTAssertEqual(options.timeout, 7)
        XCTAssertEqual(options.language, "el")
        XCTAssertFalse(options.noColor)
    }

    func test_parseOverALowerSource_letsCacheDirectoryAndNoCacheOverrideEachOther() throws {
        var cacheDirectoryOverNoCache = LaunchOptionsParser(over: try LaunchOptionsParser.parse(["--no-cache"]))
        try cacheDirectoryOverNoCache.read(["--cache-dir", "/tmp/cache"])
        var noCacheOverCacheDirectory = LaunchOptionsParser(
            over: try LaunchOptionsParser.parse(["--cache-dir", "/tmp/cache"]))
        try noCacheOverCacheDirectory.read(["--no-cache"])

        let directory = try cacheDirectoryOverNoCache.finish()
        let noCache = try noCacheOverCacheDirectory.finish()

        XCTAssertEqual(directory.cacheDirectory, "/tmp/cache")
        XCTAssertFalse(directory.noCache)
        XCTAssertNil(noCache.cacheDirectory)
        XCTAssertTrue(noCache.noCache)
    }

    // MARK: - Helpers

    private func assertUsageError(
        _ arguments: [String],
        mentions expected: String,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        do {
            let options = try LaunchOptionsParser.parse(arguments)
            XCTFail("Expected a usage error for \(arguments), got \(options)", file: file, line: line)
        } catch {
            let message = CommandLineHelp.message(for: error)
            XCTAssertTrue(
                message.contains(expected),
                "Expected the message '\(message)' to mention '\(expected)'",
                file: file,
                line: line
            )
        }
    }
}
