import Composition
import FeedTextUI
import XCTest

@testable import feed_tty

final class LaunchConfigurationTests: XCTestCase {
    func test_merge_givesTheDefaultsWithNoSource() throws {
        XCTAssertEqual(try merge(), LaunchOptions())
        XCTAssertEqual(try merge(file: "# nothing set\n"), LaunchOptions())
    }

    func test_merge_readsEverySettingFromTheFile() throws {
        let options = try merge(
            file: """
                url = http://127.0.0.1:8080/base
                lang = el
                timeout = 2.5
                images = sixel
                image-rows = 4
                no-cache = true
                no-color = yes
                no-links = on
                format = json
                log = /tmp/feed.log
                """)

        var expected = LaunchOptions()
        expected.baseURL = URL(string: "http://127.0.0.1:8080/base")
        expected.language = "el"
        expected.timeout = 2.5
        expected.images = .sixel
        expected.imageRows = 4
        expected.noCache = true
        expected.noColor = true
        expected.noLinks = true
        expected.front = .json
        expected.logPath = "/tmp/feed.log"
        XCTAssertEqual(options, expected)
        XCTAssertEqual(try merge(file: "cache-dir = /tmp/cache").cacheDirectory, "/tmp/cache")
    }

    func test_merge_takesFalseForASwitchFromTheFile() throws {
        let options = try merge(file: "no-cache = false\nno-color = off\nno-links = no\n")

        XCTAssertFalse(options.noCache)
        XCTAssertFalse(options.noColor)
        XCTAssertFalse(options.noLinks)
    }

    func test_merge_prefersTheCommandLineOverTheEnvironmentOverTheFileOverTheDefaults_forTheURL() throws {
        let file = "url = http://file.example"
        let environment = ["FEED_TTY_URL": "http://environment.example"]
        let arguments = ["--url", "http://command-line.example"]

        XCTAssertNil(try merge().baseURL)
        XCTAssertEqual(try merge(file: file).baseURL, URL(string: "http://file.example"))
        XCTAssertEqual(
            try merge(file: file, environment: environment).baseURL, URL(string: "http://environment.example"))
        XCTAssertEqual(
            try merge(file: file, environment: environment, arguments: arguments).baseURL,
            URL(string: "http://command-line.example"))
        XCTAssertEqual(try merge(environment: environment).baseURL, URL(string: "http://environment.example"))
    }

    func test_merge_prefersTheCommandLineOverTheFile_forEverySetting() throws {
        let file = """
            lang = el
            timeout = 2.5
            images = sixel
            image-rows = 4
            no-color = true
            format = json
            log = /tmp/file.log
            cache-dir = /tmp/file-cache
            """
        let options = try merge(
            file: file,
            arguments: [
                "--lang", "pt-BR", "--timeout", "9", "--images", "none", "--image-rows", "12", "--no-color=false",
                "--format", "text", "--log", "/tmp/command-line.log", "--no-cache",
            ])

        XCTAssertEqual(options.language, "pt-BR")
        XCTAssertEqual(options.timeout, 9)
        XCTAssertEqual(options.images, LaunchOptions.Images.none)
        XCTAssertEqual(options.imageRows, 12)
        XCTAssertFalse(options.noColor)
        XCTAssertEqual(options.front, .text)
        XCTAssertEqual(options.logPath, "/tmp/command-line.log")
        XCTAssertTrue(options.noCache)
        XCTAssertNil(options.cacheDirectory)
    }

    func test_merge_letsTheCommandLinesCacheDirectoryOverrideTheFilesNoCache() throws {
        let options = try merge(file: "no-cache = true", arguments: ["--cache-dir", "/tmp/cache"])

        XCTAssertEqual(options.cacheDirectory, "/tmp/cache")
        XCTAssertFalse(options.noCache)
    }

    func test_merge_ignoresAnEmptyEnvironmentURL() throws {
        let options = try merge(file: "url = http://file.example", environment: ["FEED_TTY_URL": ""])

        XCTAssertEqual(options.baseURL, URL(string: "http://file.example"))
    }

    func test_merge_reportsABadValueAtItsLineWithTheCommandLinesMessage_forEverySetting() {
        let cases: [(line: String, problem: UsageProblem)] = [
            ("url = ftp://example.com", .invalidURL("ftp://example.com")),
            ("url =", .invalidURL("")),
            ("timeout = soon", .invalidTimeout("soon")),
            ("timeout = 0x10", .invalidTimeout("0x10")),
            ("images = regis", .invalidImages("regis")),
            ("image-rows = 51", .invalidImageRows("51")),
            ("format = xml", .invalidFormat("xml")),
            ("no-cache = maybe", .invalidSwitchValue(option: "--no-cache", value: "maybe")),
            ("no-color =", .invalidSwitchValue(option: "--no-color", value: "")),
            ("log =", .missingValue(option: "--log")),
            ("cache-dir =", .missingValue(option: "--cache-dir")),
        ]

        for (line, problem) in cases {
            XCTAssertThrowsError(try merge(file: "# mine\n\(line)\n"), line) { error in
                XCTAssertEqual(
                    error as? LaunchConfiguration.Problem,
                    .configuration(.badLine(path: path, line: 2, .invalidValue(problem))), line)
            }
        }
    }

    func test_merge_readsAnyLanguageFromTheFile_asFromTheCommandLine() throws {
        XCTAssertEqual(try merge(file: "lang = fr").language, "fr")
        XCTAssertEqual(try merge(file: "lang =").language, "")
    }

    func test_merge_reportsContradictorySettingsOfTheFileAtTheLaterLine() {
        XCTAssertThrowsError(try merge(file: "no-cache = true\nlang = el\ncache-dir = /tmp/cache\n")) { error in
            XCTAssertEqual(
                error as? LaunchConfiguration.Problem,
                .configuration(
                    .badLine(path: path, line: 3, .invalidValue(.conflictingOptions("--cache-dir", "--no-cache")))))
        }
    }

    func test_merge_reportsABadValueInTheFile_evenWhereTheCommandLineOverridesIt() {
        XCTAssertThrowsError(try merge(file: "timeout = soon", arguments: ["--timeout", "5"])) { error in
            XCTAssertEqual(
                error as? LaunchConfiguration.Problem,
                .configuration(.badLine(path: path, line: 1, .invalidValue(.invalidTimeout("soon")))))
        }
    }

    func test_merge_reportsABadEnvironmentURLAsAConfigurationProblem() {
        XCTAssertThrowsError(try merge(environment: ["FEED_TTY_URL": "ftp://example.com"])) { error in
            XCTAssertEqual(
                error as? LaunchConfiguration.Problem,
                .configuration(.badEnvironment(variable: "FEED_TTY_URL", .invalidURL("ftp://example.com"))))
        }
    }

    func test_merge_reportsACommandLineMistakeAsAUsageProblem() {
        XCTAssertThrowsError(try merge(file: "no-cache = true", arguments: ["--cache-dir", "/a", "--no-cache"])) {
            error in
            XCTAssertEqual(
                error as? LaunchConfiguration.Problem, .usage(.conflictingOptions("--cache-dir", "--no-cache")))
        }
    }

    func test_argument_ofAKey_isItsOptionWithTheValue() {
        XCTAssertEqual(LaunchConfiguration.argument(key: "image-rows", value: "12"), "--image-rows=12")
        XCTAssertEqual(LaunchConfiguration.argument(key: "no-color", value: "yes"), "--no-color=yes")
    }

    // MARK: - Helpers

    private let path = "/home/ana/.config/feed-tty/config"

    private func merge(
        file: String? = nil,
        environment: [String: String] = [:],
        arguments: [String] = []
    ) throws -> LaunchOptions {
        let configFile = try file.map { text in
            LaunchConfiguration.ConfigFile(
                path: path,
                entries: try ConfigFileParser.parse(Array(text.utf8), keys: Set(LaunchOptionsParser.settingNames)).get()
            )
        }
        return try LaunchConfiguration.merge(arguments: arguments, environment: environment, file: configFile)
    }
}
